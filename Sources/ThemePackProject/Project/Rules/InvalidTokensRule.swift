/// A design tokens file (`"tokens"` in `theme.json`) the theme's colours cannot be read from:
/// an alias to a missing token or in a cycle, a token of another type where a colour is
/// needed, a malformed colour, a group that does not exist.
package enum InvalidTokensRule: LintRule {
  package static let id = "invalid-tokens"
  package static let severity = Finding.Severity.error
  package static let summary =
    "a design tokens file gives no usable colours (bad alias, type, colour or group)"

  /// "token 'themes.blue.color' for theme 'blue': alias '{base.blue}' names no token"
  package static func message(token: String, theme: String, _ reason: String) -> String {
    "token '\(token)' for theme '\(theme)': \(reason)"
  }

  /// "design tokens for theme 'blue': group 'themes.blue' does not exist"
  package static func message(theme: String, _ reason: String) -> String {
    "design tokens for theme '\(theme)': \(reason)"
  }
}
