/// A theme folder without `theme.json` in a project.
package enum MissingThemeFileRule: LintRule {
  package static let id = "missing-theme-file"
  package static let severity = Finding.Severity.error
  package static let summary = "a theme folder has no theme.json"

  package static func message(theme: String) -> String {
    "theme '\(theme)' has no 'theme.json': it must declare the theme's version and colour"
  }
}
