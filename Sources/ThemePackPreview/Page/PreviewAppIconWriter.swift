import ThemePackBuild
import ThemePackSupport

/// Writes a theme's app icon: "App icon (iOS 26)", its name, and two Home Screens, a light
/// and a dark wallpaper (`div.homescreen[data-wallpaper]`), each a grid of the icon's four
/// looks (`img.appicon[data-look]`, labelled as iOS labels apps) beside other apps' places.
/// Nothing when the theme has no icon.
package enum PreviewAppIconWriter {
  /// How many empty places follow the four looks on each Home Screen (two rows of four).
  package static let otherApps = 4

  package static func html(_ theme: PreviewThemeView) -> HTML {
    guard let icon = theme.appIcon else { return .empty }
    let heading: HTML = """
      <h3>App icon (iOS 26)</h3>
      <p class="muted"><code>\(icon.name)</code>. Default and dark are the images the build writes \
      (the dark glyph over the system's dark gradient); clear and tinted are approximations: iOS \
      draws them itself from the tinted look, with its own glass and lighting, tinted here in \
      amber \(AppIconLookPainter.tint.hexString).</p>

      """
    if let problem = icon.problem {
      return HTML.joined([heading, "<p class=\"note\">the icon cannot be drawn: \(problem)</p>\n"])
    }
    let screens = [false, true].map { dark in
      let apps = icon.tiles(darkWallpaper: dark).map { tile -> HTML in
        """
        <figure class="app"><img class="appicon" data-look="\(tile.look.rawValue)" src="\(tile.picture.path)" \
        alt="\(tile.picture.alt)" style="width:\(PreviewFormat.css(tile.picture.displayWidth));\
        height:\(PreviewFormat.css(tile.picture.displayHeight))"><figcaption>\(tile.look.label)\(tile.look.isApproximated ? "*" : "")</figcaption></figure>
        """
      }
      let others = HTML.joined(
        Array(repeating: #"<span class="app other" aria-hidden="true"></span>"# as HTML, count: otherApps))
      let name = dark ? "dark" : "light"
      return """
        <div class="homescreen \(name)-wallpaper" data-wallpaper="\(name)">
        <h4>\(dark ? "Dark" : "Light") wallpaper</h4>
        <div class="home-grid">\(apps)\(others)</div></div>

        """ as HTML
    }
    let body: HTML = """
      <div class="homescreens">
      \(screens)</div>
      <p class="muted">* approximated</p>

      """
    return HTML.joined([heading, body])
  }
}
