import ThemePackImaging
import ThemePackProject

/// The navigation bar's glass form (`navigationBar.glass`) names a colour a theme does not
/// have. Colours are per theme, so each name is checked against every theme.
package enum GlassBarColorReferenceRule: ProjectCheck {
  package static let id = "glass-bar-color-reference"
  package static let severity = Finding.Severity.error
  package static let summary = "the navigation bar's glass form names a colour a theme does not have"

  /// "the glass bar's 'titleColor' names colour 'ink', which theme 'blue' does not have: …"
  package static func message(field: String, color: String, theme: String, known: [String]) -> String {
    "the glass bar's '\(field)' names colour '\(color)', which theme '\(theme)' does not have: "
      + ComponentReferenceRule.missingNameHint(color, known: known)
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config, let glass = config.navigationBarGlass else { return [] }
    let fields = [
      ("titleColor", glass.titleColor ?? ThemeColors.themeColorName), ("tint", glass.tint),
      ("glassTint", glass.glassTint),
    ]
    var findings: [Finding] = []
    for theme in context.survey.themes {
      guard let settings = theme.settings else { continue }
      for (field, color) in fields
      where color != ThemeColors.themeColorName && settings.colorRoles[color] == nil {
        findings.append(
          finding(
            file: context.survey.configPath ?? theme.settingsPath, theme: theme.name,
            message: message(
              field: field, color: color, theme: theme.name, known: settings.colorRoles.keys.sorted())))
      }
    }
    return findings
  }
}
