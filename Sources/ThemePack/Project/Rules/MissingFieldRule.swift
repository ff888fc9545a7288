/// A required key that is absent.
enum MissingFieldRule: LintRule {
  static let id = "missing-field"
  static let severity = Finding.Severity.error
  static let summary = "a required JSON key is missing"

  /// "theme 'blue' lacks required key 'version'"
  static func message(key: String, in owner: String) -> String {
    "\(owner) lacks required key '\(key)'"
  }
}
