import ThemePackProject

/// A vector file of an image set (PDF or SVG) that Xcode could not use: not a document of its
/// kind, cut short, or a single-scale vector beside per-scale files of the same idiom and
/// appearance.
package enum CatalogVectorRule: LintRule {
  package static let id = "catalog-vector"
  package static let severity = Finding.Severity.error
  package static let summary =
    "a PDF or SVG of an image set that is no such document, or contradicts the set's scales"
}
