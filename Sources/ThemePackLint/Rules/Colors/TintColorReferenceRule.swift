import ThemePackProject

/// An asset's `tintColor` names a colour a theme does not have. Colours are per theme
/// (`colors` in `theme.json`), so the config's name is checked against every theme, and the
/// finding names the config and the theme.
package enum TintColorReferenceRule: ProjectCheck {
  package static let id = "tint-color-reference"
  package static let severity = Finding.Severity.error
  package static let summary = "an asset's tintColor names a colour a theme does not have"

  /// "asset 'moon' is tinted with colour 'moonColor', which theme 'blue' does not have: …"
  package static func message(asset: String, color: String, theme: String, known: [String]) -> String {
    "asset '\(asset)' is tinted with colour '\(color)', which theme '\(theme)' does not have: "
      + ComponentReferenceRule.missingNameHint(color, known: known)
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config else { return [] }
    var findings: [Finding] = []
    for asset in config.assets {
      guard let color = asset.tintColor else { continue }
      for theme in context.survey.themes {
        guard let settings = theme.settings, settings.colorRoles[color] == nil else { continue }
        findings.append(
          finding(
            file: context.survey.configPath ?? theme.settingsPath, line: nil,
            column: nil, theme: theme.name,
            message: message(
              asset: asset.name, color: color, theme: theme.name, known: settings.colorRoles.keys.sorted())))
      }
    }
    return findings
  }
}
