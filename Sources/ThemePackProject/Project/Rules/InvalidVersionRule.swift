/// A theme version that is not a semantic version.
package enum InvalidVersionRule: LintRule {
  package static let id = "invalid-version"
  package static let severity = Finding.Severity.error
  package static let summary = "a theme's 'version' is not a semantic version"

  package static func message(_ text: String, theme: String) -> String {
    "invalid version '\(text)' in theme '\(theme)': expected a semantic version such as '1.2.0'"
  }
}
