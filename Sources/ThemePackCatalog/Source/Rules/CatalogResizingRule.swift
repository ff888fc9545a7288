import ThemePackProject

/// Resizing cap insets larger than the image they slice.
package enum CatalogResizingRule: LintRule {
  package static let id = "catalog-resizing"
  package static let severity = Finding.Severity.error
  package static let summary = "resizing cap insets lie outside the image (or are negative)"

  /// "the cap insets of 'bar@2x.png' (left 30 + right 30 px) exceed its width of 40 px"
  package static func message(
    _ file: String, axis: String, first: String, second: String, sum: (Int, Int), size: Int
  )
    -> String
  {
    "the cap insets of '\(file)' (\(first) \(sum.0) + \(second) \(sum.1) px) exceed its \(axis) of \(size) px"
  }
}
