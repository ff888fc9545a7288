/// A value of the right type that is not allowed (an unknown tint mode, scale 4…).
enum InvalidValueRule: LintRule {
  static let id = "invalid-value"
  static let severity = Finding.Severity.error
  static let summary = "a config value is not allowed (unknown mode, bad scale, bad name…)"

  /// "invalid 'tint' 'tempalte' in asset 'icon': unknown tint mode…"
  static func message(_ name: String, value: String, reason: String) -> String {
    "invalid \(name) '\(value)': \(reason)"
  }
}
