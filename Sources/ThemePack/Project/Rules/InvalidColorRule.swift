/// A colour that does not parse.
enum InvalidColorRule: LintRule {
  static let id = "invalid-color"
  static let severity = Finding.Severity.error
  static let summary = "a colour is not #RRGGBB, #RRGGBBAA or \"R,G,B\" (\"R,G,B,A\")"

  /// "invalid colour '34,107' for 'color' in theme 'blue': …"
  static func message(_ text: String, name: String, reason: String) -> String {
    "invalid colour '\(text)' for \(name): \(reason)"
  }
}
