/// A vector file of an image set (PDF or SVG) that Xcode could not use: not a document of its
/// kind, cut short, or a single-scale vector beside per-scale files of the same idiom and
/// appearance.
enum CatalogVectorRule: LintRule {
  static let id = "catalog-vector"
  static let severity = Finding.Severity.error
  static let summary =
    "a PDF or SVG of an image set that is no such document, or contradicts the set's scales"
}
