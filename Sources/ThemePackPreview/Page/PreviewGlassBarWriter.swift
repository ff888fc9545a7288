import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Writes a theme's glass navigation bar (iOS 26 and later): one `img.glassbar` in each
/// appearance (light, dark, both with Increase Contrast), the bar's title drawn on it in the
/// glass form's title colour, and under it the title's WCAG contrast on the glass as drawn
/// with a badge (`PreviewGlassBar`). Nothing when the project gives no glass form.
package enum PreviewGlassBarWriter {
  package static func html(_ page: PreviewPage, _ theme: PreviewThemeView) -> HTML {
    guard page.input.glassBar != nil else { return .empty }
    guard let glass = theme.glassBar else {
      return """
        <h3>Glass bar (iOS 26)</h3>
        <p class="note">the glass form names a colour this theme does not have</p>

        """
    }
    let halves = ThemeAppearance.allCases.map { appearance in
      PreviewFragments.half(
        page, appearance, heading: "h4",
        content: HTML.joined([
          figure(glass, appearance, title: theme.theme.name), contrast(glass, appearance),
        ]))
    }
    return """
      <h3>Glass bar (iOS 26)</h3>
      <p class="muted">Approximated: the theme's images as page content, blurred and frosted, with the \
      glass tint over them; the title's contrast is judged on the tint over the plain background, as the lint does.</p>
      <div class="halves glass">
      \(halves)</div>

      """
  }

  private static func figure(_ glass: PreviewGlassBar, _ appearance: ThemeAppearance, title: String) -> HTML {
    let ref = glass.pictures[appearance]
    let size = "width:\(PreviewFormat.css(ref.displayWidth));height:\(PreviewFormat.css(ref.displayHeight))"
    let line = "line-height:\(PreviewFormat.css(ref.displayHeight))"
    return """
      <figure class="bar"><span class="navbar-frame" style="\(size)">\
      \(PreviewFragments.image(ref, className: "glassbar"))\
      <span class="glassbar-title" style="color:\(glass.colors.title[appearance].hexString);\(line)">\(title)</span>\
      </span><figcaption>\(PreviewFormat.number(ref.displayWidth)) pt, tint \
      <span class="hex">\(glass.colors.tint[appearance].hexString)</span></figcaption></figure>

      """
  }

  private static func contrast(_ glass: PreviewGlassBar, _ appearance: ThemeAppearance) -> HTML {
    let ratio = glass.ratio(in: appearance)
    let minimum = glass.minimum(in: appearance)
    let meets = ratio >= minimum
    let value = glass.colors.title[appearance].hexString
    let surface = glass.glassColors[appearance].hexString
    return """
      <p class="bar-contrast glass-contrast">Title <span class="swatch" style="background:\(value)"></span> \
      <span class="hex">\(value)</span> on the glass <span class="swatch" style="background:\(surface)"></span> \
      <span class="hex">\(surface)</span>: <span class="ratio">\(PreviewFormat.ratio(ratio))</span> \
      <span class="badge \(meets ? "pass" : "error")">\(meets ? "meets" : "below") \
      \(ContrastNeed.ratioText(minimum))</span></p>

      """
  }
}
