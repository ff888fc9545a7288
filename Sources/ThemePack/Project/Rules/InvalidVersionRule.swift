/// A theme version that is not a semantic version.
enum InvalidVersionRule: LintRule {
  static let id = "invalid-version"
  static let severity = Finding.Severity.error
  static let summary = "a theme's 'version' is not a semantic version"

  static func message(_ text: String, theme: String) -> String {
    "invalid version '\(text)' in theme '\(theme)': expected a semantic version such as '1.2.0'"
  }
}
