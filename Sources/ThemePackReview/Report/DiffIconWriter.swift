import ThemePackBuild
import ThemePackSupport

/// The app icon on the diff page: in a theme's section, each of iOS 26's four looks old and
/// new side by side on the preview's light wallpaper (`div.appicon-diff`, `figure.icon-look`
/// with `data-look`, `figure.before` and `figure.after`); in the summary grid, the default
/// look old → new.
package enum DiffIconWriter {
  /// The side a look is shown at, in CSS pixels (the pictures are drawn at 2x).
  static let points = 60

  package static func section(_ icon: IconDiff?) -> HTML {
    guard let icon else { return .empty }
    let looks = icon.looks.map { look -> HTML in
      let label =
        AppIconLook(rawValue: look.look).map { $0.label + ($0.isApproximated ? "*" : "") } ?? look.look
      return """
        <figure class="icon-look" data-look="\(look.look)"><div class="pair">\
        \(side("before", look.before, look: label))\(side("after", look.after, look: label))</div>\
        <figcaption>\(label)</figcaption></figure>
        """
    }
    return """
      <div class="appicon-diff"><h3 class="part">App icon</h3>
      <p>\(icon.text)</p>
      <div class="icon-looks">\(looks)</div>
      <p class="muted">Before and after in each look. * approximated: iOS draws the clear and \
      tinted looks itself from the tinted image; shown as the preview draws them.</p></div>

      """
  }

  /// The summary grid's cell: the default look before → after, or `–`.
  package static func gridCell(_ icon: IconDiff?) -> HTML {
    guard let icon, let look = icon.looks.first else { return "<td data-column=\"icon\">–</td>" }
    func thumb(_ path: String?, _ side: String) -> HTML {
      guard let path else { return "<span class=\"muted\">none</span>" }
      return "<img class=\"icon-thumb\" src=\"\(path)\" alt=\"app icon \(side)\" width=\"30\" height=\"30\">"
    }
    return """
      <td data-column="icon" title="\(icon.text)">\(thumb(look.before, "before")) → \(thumb(look.after, "after"))</td>
      """
  }

  private static func side(_ kind: String, _ path: String?, look: String) -> HTML {
    guard let path else { return "<figure class=\"\(kind) none\"><span class=\"muted\">none</span></figure>" }
    return """
      <figure class="\(kind)"><img src="\(path)" alt="app icon \(kind), \(look) look" \
      width="\(points)" height="\(points)"><figcaption>\(kind)</figcaption></figure>
      """
  }
}
