/// A theme folder without `theme.json` in a project.
enum MissingThemeFileRule: LintRule {
  static let id = "missing-theme-file"
  static let severity = Finding.Severity.error
  static let summary = "a theme folder has no theme.json"

  static func message(theme: String) -> String {
    "theme '\(theme)' has no 'theme.json': it must declare the theme's version and colour"
  }
}
