import ThemePackProject

/// An image whose pixel size does not fit its scale and the other scales of its set.
package enum CatalogScaleMismatchRule: LintRule {
  package static let id = "catalog-scale-mismatch"
  package static let severity = Finding.Severity.error
  package static let summary = "an image's pixel size disagrees with its scale and the set's other scales"

  /// "'icon@2x.png' is 30x30 px at 2x, but 'icon@3x.png' (60x60 px at 3x) makes 40x40 px"
  package static func message(
    _ file: String, width: Int, height: Int, scale: Int, reference: String,
    referenceWidth: Int, referenceHeight: Int, referenceScale: Int, expectedWidth: Int, expectedHeight: Int
  ) -> String {
    "'\(file)' is \(width)x\(height) px at \(scale)x, but '\(reference)' (\(referenceWidth)x\(referenceHeight) "
      + "px at \(referenceScale)x) makes \(expectedWidth)x\(expectedHeight) px"
  }
}
