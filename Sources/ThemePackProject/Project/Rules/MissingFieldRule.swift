/// A required key that is absent.
package enum MissingFieldRule: LintRule {
  package static let id = "missing-field"
  package static let severity = Finding.Severity.error
  package static let summary = "a required JSON key is missing"

  /// "theme 'blue' lacks required key 'version'"
  package static func message(key: String, in owner: String) -> String {
    "\(owner) lacks required key '\(key)'"
  }
}
