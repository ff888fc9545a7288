import ThemePackProject

/// A catalog too large or too deep to read safely: the part beyond the limit is not read.
package enum CatalogLimitRule: LintRule {
  package static let id = "catalog-limit"
  package static let severity = Finding.Severity.error
  package static let summary = "a catalog part is too large, too deep or has too many entries (not read)"

  /// "not read: groups nested deeper than 32 levels"
  package static func finding(_ file: String, _ reason: String) -> Finding {
    finding(file: file, message: "not read: \(reason)")
  }
}
