import ThemePackProject

/// A scale without a dark image where the set's other scales have one.
package enum CatalogMissingDarkRule: LintRule {
  package static let id = "catalog-missing-dark"
  package static let severity = Finding.Severity.error
  package static let summary = "a scale lacks a dark image where the set's other scales have one"

  /// "image set 'icon' has dark images at 2x, 3x but none at 1x"
  package static func message(set: String, have: [Int], missing: Int) -> String {
    "image set '\(set)' has dark images at \(have.map { "\($0)x" }.joined(separator: ", ")) but none at \(missing)x"
  }
}
