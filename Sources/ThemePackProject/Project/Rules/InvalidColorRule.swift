/// A colour that does not parse.
package enum InvalidColorRule: LintRule {
  package static let id = "invalid-color"
  package static let severity = Finding.Severity.error
  package static let summary = "a colour is not #RRGGBB, #RRGGBBAA or \"R,G,B\" (\"R,G,B,A\")"

  /// "invalid colour '34,107' for 'color' in theme 'blue': …"
  package static func message(_ text: String, name: String, reason: String) -> String {
    "invalid colour '\(text)' for \(name): \(reason)"
  }
}
