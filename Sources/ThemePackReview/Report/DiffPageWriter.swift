import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Writes the report as one HTML page that opens from disk: no script, no network, system
/// fonts, pictures referenced by relative path inside the report folder.
///
/// Structure: one `h1` and the summary; the lint errors of either side (`section.lint`) and a
/// grid of the themes by what changed (`table.grid`, `DiffSummaryGrid`), each row linking to
/// its theme; one `section.theme` per theme that differs (`data-theme`, `data-status`: added,
/// removed or changed), with an `h2` of its name, its version and size, then what a reviewer
/// must look at first: the drawing edits (`div.edits`, each zoomed to its changed area), the
/// table of its colours (`table.colors`, a pair failing on the new side red with its ratio
/// before and after), the files re-tinted by a colour change (`div.recolors`, one row per
/// change), the files added or removed (`div.files`), its fonts and components
/// (`DiffImageWriter` draws the pictures). Every interpolated string is escaped (`HTML`).
package enum DiffPageWriter {
  package static func html(_ report: DiffReport, darkBackground: ThemeRGBA) -> String {
    let themes = report.differing
    let unbumped = report.withoutVersionBump
    let warning: HTML =
      unbumped.isEmpty
      ? .empty
      : """
      <p class="warning" role="alert"><strong>Changed without a version bump:</strong> \
      \(unbumped.map { "\($0.name) (\($0.newVersion ?? ""))" }.joined(separator: ", "))</p>

      """
    let overview: HTML =
      themes.isEmpty
      ? (report.unbuilt.isEmpty ? "<p>No theme changed.</p>\n" : .empty)
      : DiffSummaryGrid.grid(themes, newLintErrors: report.newLintErrors)
    let document: HTML = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>ThemePack diff · \(report.old) → \(report.new)</title>
      <style>
      \(HTML(trusted: DiffPageStyle.css(darkBackground: darkBackground)))
      </style>
      </head>
      <body>
      <header>
      <h1>ThemePack diff</h1>
      <p><code>\(report.old)</code> → <code>\(report.new)</code>: \(DiffReportFormat.summary(report)).</p>
      \(DiffSummaryGrid.lintErrors(report))\(warning)\(overview)</header>
      <main>
      \(themes.map(section))</main>
      <footer><p>Made by ThemePack \(ThemePackVersion.current). Sizes are \(report.sizes). \
      The difference pictures are heat maps: unchanged pixels faint grey, changed ones from yellow \
      (barely) to red (most). A drawing edit is a file whose pixels changed for any reason but a \
      colour; a re-tinted file is one whose inputs differ only by the colour it is tinted with.</p></footer>
      </body>
      </html>

      """
    return document.markup
  }

  package static func badge(_ theme: ThemeDiff) -> HTML {
    let text = theme.changedWithoutVersionBump ? "changed, no version bump" : theme.status.rawValue
    return
      "<span class=\"badge \(theme.changedWithoutVersionBump ? "bad" : theme.status.rawValue)\">\(text)</span>"
  }

  private static func section(_ theme: ThemeDiff) -> HTML {
    let version =
      theme.oldVersion == theme.newVersion
      ? "version \(theme.newVersion ?? "")"
      : "version \(theme.oldVersion ?? "–") → \(theme.newVersion ?? "–")"
    let size = "\(theme.oldBytes.map(String.init) ?? "–") → \(theme.newBytes.map(String.init) ?? "–") bytes"
    let edits = theme.edits
    let files = theme.images.filter { $0.status != .changed }
    let groups = theme.recolorGroups
    let editPart: HTML =
      edits.isEmpty
      ? .empty
      : "<div class=\"edits\"><h3 class=\"part\">Drawing edits</h3>\n\(DiffImageWriter.articles(edits, kind: "edit"))</div>\n"
    let recolorPart: HTML =
      groups.isEmpty
      ? .empty
      : """
      <div class="recolors"><h3 class="part">Re-tinted by a colour change</h3>
      \(groups.map { DiffImageWriter.recolorRow($0, theme: theme.name) })</div>

      """
    let filePart: HTML =
      files.isEmpty
      ? .empty
      : "<div class=\"files\"><h3 class=\"part\">Files added and removed</h3>\n\(DiffImageWriter.articles(files, kind: "file"))</div>\n"
    return """
      <section class="theme" id="theme-\(theme.name)" data-theme="\(theme.name)" data-status="\(theme.status.rawValue)">
      <h2>\(theme.name) \(badge(theme))</h2>
      <p>\(version); \(size)</p>
      \(editPart)\(DiffIconWriter.section(theme.appIcon))\(colorTable(theme.colors))\(recolorPart)\(filePart)\
      \(namedList("Fonts", theme.fonts))\(namedList("Components", theme.components))</section>

      """
  }

  private static func colorTable(_ colors: [ColorDiff]) -> HTML {
    guard !colors.isEmpty else { return .empty }
    let rows = colors.map { color -> HTML in
      let appearance = color.appearance.description
      let surface = color.surface.map { $0 == "background" ? "the background" : $0 } ?? "–"
      let need = (color.newMinimum ?? color.oldMinimum).map(ContrastNeed.ratioText) ?? "–"
      let verdict = color.surface == nil ? "–" : DiffReportFormat.verdict(color)
      let failing = color.newMeets == false
      return """
        <tr class="\(failing ? "bad" : "")" data-color="\(color.color)" data-appearance="\(color.appearance.rawValue)">\
        <th scope="row">\(color.color)</th><td>\(appearance)</td><td>\(swatch(color.old))</td>\
        <td>\(swatch(color.new))</td><td>\(surface)</td><td>\(DiffReportFormat.ratio(color.oldContrast))</td>\
        <td>\(DiffReportFormat.ratio(color.newContrast))</td><td>\(need)</td>\
        <td class="\(failing ? "bad" : "")">\(verdict)</td></tr>

        """
    }
    return """
      <h3>Colours</h3>
      <table class="colors"><thead><tr><th scope="col">colour</th><th scope="col">appearance</th>\
      <th scope="col">before</th><th scope="col">after</th><th scope="col">drawn on</th>\
      <th scope="col">contrast before</th><th scope="col">contrast after</th><th scope="col">needs</th>\
      <th scope="col">verdict</th></tr></thead>
      <tbody>
      \(rows)</tbody></table>

      """
  }

  private static func swatch(_ hex: String?) -> HTML {
    guard let hex else { return "–" }
    return "<span class=\"chip\" style=\"background:\(hex)\"></span><code>\(hex)</code>"
  }

  private static func namedList(_ title: String, _ items: [NamedDiff]) -> HTML {
    guard !items.isEmpty else { return .empty }
    let entries = items.map { item -> HTML in "<li>\(item.name): \(item.status.rawValue)</li>" }
    return "<h3>\(title)</h3>\n<ul>\(entries)</ul>\n"
  }
}
