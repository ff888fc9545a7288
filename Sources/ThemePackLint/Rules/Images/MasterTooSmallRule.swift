import ThemePackArchive
import ThemePackProject

/// A source drawn at a lower scale than the project must produce: it would be upscaled.
package enum MasterTooSmallRule: ProjectCheck {
  package static let id = "master-too-small"
  package static let severity = Finding.Severity.error
  package static let summary = "a master (or a theme's own file) is below the highest scale to produce"

  /// "the master of 'icon' is drawn at 2x but 3x must be produced: add 'icon@3x.png' (never
  /// upscale), or give 'icon' "scales": [1, 2] to build it at the scales it has"
  package static func message(
    asset: String, what: String, scale: Int, needed: Int, file: String, scales: [Int]
  ) -> String {
    let lower = scales.filter { $0 <= scale }.map(String.init).joined(separator: ", ")
    return "\(what) of '\(asset)' is drawn at \(scale)x but \(needed)x must be produced: add '\(file)' "
      + "(never upscale)"
      + (lower.isEmpty ? "" : ", or give '\(asset)' \"scales\": [\(lower)] to build it at the scales it has")
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard context.survey.layout == .project, let config = context.config else { return [] }
    var findings: [Finding] = []
    for asset in config.assets {
      let needed = config.highestScale(of: asset)
      var sources:
        [(found: (scale: Int, path: String)?, what: String, theme: String?, appearance: ThemeAppearance)] =
          []
      if asset.isMaster, let base = context.survey.base {
        sources.append((base.highestImage(of: asset.name), "the master", nil, .light))
        if asset.dark == .explicitFile {
          sources.append((base.highestDarkImage(of: asset.name), "the dark master", nil, .dark))
        }
      }
      for theme in context.survey.themes {
        let own =
          asset.isMaster ? "the override in theme '\(theme.name)'" : "the file in theme '\(theme.name)'"
        sources.append((theme.folder.highestImage(of: asset.name), own, theme.name, .light))
        if asset.dark == .explicitFile {
          let dark = theme.folder.highestDarkImage(of: asset.name)
          sources.append((dark, "the dark image in theme '\(theme.name)'", theme.name, .dark))
        }
      }
      for source in sources {
        guard let found = source.found, found.scale < needed else { continue }
        let file = ImageFileName(
          asset: asset.name, appearance: source.appearance, scale: needed
        ).fileName
        findings.append(
          finding(
            file: found.path, theme: source.theme,
            message: message(
              asset: asset.name, what: source.what, scale: found.scale, needed: needed, file: file,
              scales: config.scales(of: asset))))
      }
    }
    return findings
  }
}
