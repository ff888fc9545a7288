import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Writes one theme's `section.theme` of the preview page: an `h2` of its name, its colours
/// as a table with their WCAG contrast, its fonts and components, its findings, an `h3` "Navigation bar" with one
/// `img.navbar` per width and appearance, and its `article.asset`s.
package enum PreviewThemeSectionWriter {
  /// The `section.theme` of `theme`.
  package static func html(_ page: PreviewPage, _ theme: PreviewThemeView) -> HTML {
    let info = theme.theme
    let hypothetical: HTML =
      info.isHypothetical ? #" <span class="badge neutral">hypothetical</span>"# : .empty
    let based: HTML =
      info.basedOn.map { " Tried from \($0)'s colour input: its other colours and their pairs are \($0)'s." }
      ?? .empty
    let note: HTML =
      info.isHypothetical
      ? """
      <p>Made from the masters with the colour \(info.color.hexString) \
      (<code>--try-color</code>); it is not in the assets folder.\(based)</p>

      """ : .empty
    let themeFindings: HTML =
      theme.themeFindings.isEmpty
      ? .empty
      : """
      <h3>Findings about the theme</h3>
      \(PreviewFragments.findingList(theme.themeFindings, showAsset: true))
      """
    return """
      <section class="card theme" id="\(theme.anchor)" data-theme="\(info.name)" \
      aria-labelledby="\(theme.anchor).title">
      <h2 id="\(theme.anchor).title">\(info.name)\(hypothetical)</h2>
      \(note)<p class="muted">Contact sheet: <a href="\(theme.contactSheetPath)">\
      \(theme.contactSheetPath)</a></p>
      \(colorTable(page, theme))\(theme.theme.colors.map(PreviewColorTableWriter.html) ?? .empty)\
      \(PreviewTypographyWriter.html(theme.theme, samples: theme.fontSamples, files: theme.fontFiles))\(themeFindings)<h3>Navigation bar</h3>
      \(PreviewBarWriter.html(page, theme))\(PreviewGlassBarWriter.html(page, theme))\
      \(PreviewAppIconWriter.html(theme))<h3>Assets</h3>
      \(theme.assets.map { PreviewAssetWriter.html(page, theme, $0) })</section>

      """
  }

  private static func colorTable(_ page: PreviewPage, _ theme: PreviewThemeView) -> HTML {
    let light = page.input.lightBackground
    let dark = page.input.darkBackground
    func row(_ label: String, _ color: ThemeRGBA, judgedOnDark: Bool) -> HTML {
      let hex = color.hexString
      return """
        <tr><th scope="row"><span class="swatch" style="background:\(hex)"></span>\(label)</th>\
        <td class="hex">\(hex)</td>\(contrastCell(color, light, judged: false))\
        \(contrastCell(color, dark, judged: judgedOnDark))</tr>

        """
    }
    return """
      <table class="colors">
      <caption class="visually-hidden">\(theme.theme.name) colours and their WCAG 2 contrast</caption>
      <thead><tr><th scope="col">Colour</th><th scope="col">Hex</th>\
      <th scope="col">Contrast on light \(light.hexString)</th>\
      <th scope="col">Contrast on dark \(dark.hexString)</th></tr></thead>
      <tbody>
      \(row("Theme colour", theme.theme.color, judgedOnDark: false))\
      \(row("Dark colour", theme.theme.darkColor, judgedOnDark: true))</tbody>
      </table>
      <p class="muted">The light side uses the theme colour, the dark side the dark colour. \
      WCAG 2 asks for 4.5:1 for text and 3:1 for icons and other UI. Only the dark colour on \
      dark is judged: the light theme colour is the brand colour and needs nothing, and the \
      other two cells are never drawn (grey badges).</p>

      """
  }

  /// A ratio with its rating; `judged` colours the badge by it (pass, warning, error),
  /// otherwise it is neutral: a pairing the theme does not require or never draws.
  private static func contrastCell(_ color: ThemeRGBA, _ background: ThemeRGBA, judged: Bool) -> HTML {
    let ratio = WCAGContrast.ratio(color, background)
    let kind = !judged ? "neutral" : ratio >= 4.5 ? "pass" : ratio >= 3 ? "warning" : "error"
    return """
      <td><span class="ratio">\(PreviewFormat.ratio(ratio))</span> \
      <span class="badge \(kind)">\(PreviewFormat.rating(ratio))</span></td>
      """
  }
}
