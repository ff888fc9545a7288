import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Writes a theme's navigation bars: one `img.navbar` per width in a half per appearance
/// (light and dark; with a title or high-contrast files also both with Increase Contrast),
/// and, when the project names the title colour, the theme's name drawn on each bar in that
/// colour with the WCAG contrast of title and bar under each half.
package enum PreviewBarWriter {
  /// The note, then the halves; only the note when no bar can be drawn.
  package static func html(_ page: PreviewPage, _ theme: PreviewThemeView) -> HTML {
    let note: HTML = theme.barNote.map { "<p class=\"note\">\($0)</p>\n" } ?? .empty
    guard !theme.bars.isEmpty else { return note }
    let showsContrast = theme.barTitle != nil || theme.bars.contains { $0.highContrast != nil }
    let appearances = showsContrast ? ThemeAppearance.allCases : [.light, .dark]
    let halves = appearances.map { appearance in
      let figures = theme.bars.map { bar in figure(bar, appearance, title: theme.barTitle) }
      let content = HTML.joined(figures + [theme.barTitle.map { contrast($0, appearance) } ?? .empty])
      return PreviewFragments.half(page, appearance, heading: "h4", content: content)
    }
    return """
      \(note)<div class="halves">
      \(halves)</div>

      """
  }

  private static func figure(_ bar: PreviewBarView, _ appearance: ThemeAppearance, title: PreviewBarTitle?)
    -> HTML
  {
    let ref = bar.side(appearance)
    let image = PreviewFragments.image(ref, className: "navbar")
    let caption = "<figcaption>\(PreviewFormat.number(bar.width)) pt</figcaption>" as HTML
    guard let title else {
      return """
        <figure class="bar">\(image)\(caption)</figure>

        """
    }
    let size =
      "width:\(PreviewFormat.css(ref.displayWidth));height:\(PreviewFormat.css(ref.displayHeight))"
    let line = "line-height:\(PreviewFormat.css(ref.displayHeight))"
    return """
      <figure class="bar"><span class="navbar-frame" style="\(size)">\(image)\
      <span class="navbar-title" data-color="\(title.colorName)" \
      style="color:\(title.values[appearance].hexString);\(line)">\(title.text)</span></span>\
      \(caption)</figure>

      """
  }

  private static func contrast(_ title: PreviewBarTitle, _ appearance: ThemeAppearance) -> HTML {
    let ratio = title.ratio(in: appearance)
    let minimum = title.minimum(in: appearance)
    let meets = ratio >= minimum
    let value = title.values[appearance].hexString
    let bar = title.barColors[appearance].hexString
    return """
      <p class="bar-contrast">Title <code>\(title.colorName)</code> \
      <span class="swatch" style="background:\(value)"></span> <span class="hex">\(value)</span> on the bar \
      <span class="swatch" style="background:\(bar)"></span> <span class="hex">\(bar)</span>: \
      <span class="ratio">\(PreviewFormat.ratio(ratio))</span> <span class="badge \(meets ? "pass" : "error")">\
      \(meets ? "meets" : "below") \(ContrastNeed.ratioText(minimum))</span></p>

      """
  }
}
