import ThemePackSupport

/// Writes a laid-out `PreviewPage` as one HTML document that opens from disk: no script, no
/// network, system fonts, images referenced by relative path.
///
/// Structure a reader (or a test) can rely on: one `h1`; one `section.theme` per theme with
/// an `h2` of its name, its colours as a table, an `h3` "Navigation bar" with one
/// `img.navbar` per width and appearance, and one `article.asset` per asset (an `h4` of its
/// name, its findings, then its light and dark half); last a table with a row per asset
/// across all themes. Every `img` has alt text; every interpolated string is escaped.
/// This type writes the document around them; `PreviewThemeSectionWriter`,
/// `PreviewAssetWriter` and `PreviewAssetTableWriter` write the sections.
package enum PreviewPageWriter {
  package static func html(_ page: PreviewPage) -> String {
    let input = page.input
    let body: HTML = """
      <a class="skip" href="#main">Skip to the themes</a>
      <header class="page-header">
      <h1>\(input.title)</h1>
      <p class="muted">\(summary(page))</p>
      <nav aria-label="Themes"><ul>
      \(page.themes.map(navigationLink))<li><a href="#assets">All assets across themes</a></li>
      </ul></nav>
      </header>
      <main id="main">
      \(projectFindings(input.findings))\(page.themes.map { PreviewThemeSectionWriter.html(page, $0) })\(PreviewAssetTableWriter.html(page))</main>
      <footer class="muted"><p>Made by ThemePack \(ThemePackVersion.current). \
      The page and its images work from disk, without a network.</p></footer>

      """
    let document: HTML = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(input.title) · theme preview</title>
      <style>
      \(HTML(trusted: PreviewStyleSheet.css))
      </style>
      </head>
      <body>
      \(body)</body>
      </html>

      """
    return document.markup
  }

  private static func summary(_ page: PreviewPage) -> String {
    let input = page.input
    let count = page.themes.count
    let scales = input.scales.map { "@\($0)x" }.joined(separator: ", ")
    return "\(count) \(count == 1 ? "theme" : "themes") at \(scales). Light side on "
      + "\(input.lightBackground.hexString), dark side on "
      + "\(input.darkBackground.hexString). Assets are shown at their point size "
      + "(1 CSS pixel = 1 pt); a dashed outline marks each image's bounds."
  }

  private static func navigationLink(_ theme: PreviewThemeView) -> HTML {
    let color = theme.theme.color.hexString
    let mark: HTML = theme.theme.isHypothetical ? " (hypothetical)" : .empty
    return """
      <li><a href="#\(theme.anchor)"><span class="chip" style="background:\(color)"></span>\
      \(theme.theme.name)\(mark)</a></li>

      """
  }

  private static func projectFindings(_ findings: [PreviewFinding]) -> HTML {
    guard !findings.isEmpty else { return .empty }
    return """
      <section class="card" aria-labelledby="project-findings">
      <h2 id="project-findings">Project findings</h2>
      \(PreviewFragments.findingList(findings, showAsset: true))</section>

      """
  }
}
