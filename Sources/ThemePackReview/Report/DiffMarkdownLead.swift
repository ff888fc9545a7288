import ThemePackArchive
import ThemePackImaging

/// What the Markdown summary (`DiffReportFormat.markdown`) leads with: the new project's lint
/// errors, the drawing edits (an asset's files whose pixels changed for any reason but a
/// colour, one line per theme and asset with its largest changed area) and the pairs that
/// fail their contrast on the new side (ratio before → after). Each list shows at most
/// `limit` lines and says how many more the page has.
package enum DiffMarkdownLead {
  package static let limit = 20

  package static func text(_ report: DiffReport) -> String {
    var text = ""
    if !report.newLintErrors.isEmpty {
      let count = report.newLintErrors.count
      text += "> [!CAUTION]\n> The new project does not lint (\(count) error\(count == 1 ? "" : "s")):\n"
      text += capped(
        report.newLintErrors.map { "> - `\($0.file)`: [\($0.rule)] \($0.message)" }, quoted: true)
      text += "\n"
    }
    for label in report.unbuilt { text += "`\(label)` could not be built: no theme compared.\n\n" }
    let edits = report.differing.flatMap { theme in
      orderedAssets(theme.edits).map { asset -> String in
        let files = theme.edits.filter { $0.asset == asset }
        let largest = files.max {
          ($0.editBounds?.width ?? 0) * ($0.editBounds?.height ?? 0) < ($1.editBounds?.width ?? 0)
            * ($1.editBounds?.height ?? 0)
        }
        let area =
          largest?.editBounds.map { ", largest changed area \($0.reportText) in `\(largest!.file)`" } ?? ""
        return "- `\(theme.name)`: `\(asset)`, \(files.count) file\(files.count == 1 ? "" : "s")\(area)"
      }
    }
    if !edits.isEmpty { text += "### Drawing edits\n\n" + capped(edits, quoted: false) + "\n" }
    let failures = report.differing.flatMap { theme in
      theme.contrastFailures.map { color -> String in
        let appearance = color.appearance.description
        let surface = color.surface.map { $0 == "background" ? "the background" : "`\($0)`" } ?? "–"
        let need = (color.newMinimum ?? color.oldMinimum).map(ContrastNeed.ratioText) ?? "–"
        return "- `\(theme.name)`: `\(color.color)` on \(surface) (\(appearance)): "
          + "\(DiffReportFormat.ratio(color.oldContrast)) → **\(DiffReportFormat.ratio(color.newContrast))**, "
          + "needs \(need)"
      }
    }
    if !failures.isEmpty { text += "### Contrast failures\n\n" + capped(failures, quoted: false) + "\n" }
    return text
  }

  /// The assets of `images` in their order, each once.
  private static func orderedAssets(_ images: [ImageDiff]) -> [String] {
    var seen = Set<String>()
    return images.map(\.asset).filter { seen.insert($0).inserted }
  }

  private static func capped(_ lines: [String], quoted: Bool) -> String {
    var shown = lines.prefix(limit).joined(separator: "\n") + "\n"
    if lines.count > limit {
      shown += (quoted ? "> " : "") + "- and \(lines.count - limit) more (see the page)\n"
    }
    return shown
  }
}
