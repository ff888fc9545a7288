import ThemePackProject

/// Scale files of one asset that do not share one point size: a lower scale more than a pixel
/// away from the highest scale's size at its scale. (A size that is not a whole number of
/// points, a pixel of rounding, or a pixel off a whole size, which Xcode accepts and UIKit
/// draws half a point off, is `RoundedPointSizeRule`'s information.)
package enum ScaleMismatchRule: ProjectCheck {
  package static let id = "scale-mismatch"
  package static let severity = Finding.Severity.error
  package static let summary = "an asset's @1x/@2x/@3x pixel sizes do not draw one point size"

  /// "'icon@2x.png' is 46×46 px but 'icon@3x.png' makes 'icon' 24×24 pt: at 2x it must be 48×48 px"
  package static func mismatchMessage(
    _ name: String, width: Int, height: Int, reference: String, asset: String, size: PointSize,
    expected: (width: Int, height: Int), scale: Int
  ) -> String {
    "'\(name)' is \(width)×\(height) px but '\(reference)' makes '\(asset)' \(size): "
      + "at \(scale)x it must be \(expected.width)×\(expected.height) px"
  }

  /// Whether `file` draws `reference`'s point size within a pixel of rounding.
  package static func agrees(_ file: ScaleFileSizes.File, with reference: ScaleFileSizes.File) -> Bool {
    let expected = reference.expected(at: file.scale)
    return abs(expected.width - file.width) <= 1 && abs(expected.height - file.height) <= 1
  }

  package static func check(_ context: LintContext) -> [Finding] {
    ScaleFileSizes.all(context).flatMap { sizes -> [Finding] in
      guard let reference = sizes.files.first else { return [] }
      return sizes.files.dropFirst().filter { !agrees($0, with: reference) }.map { file in
        finding(
          file: file.path, theme: sizes.theme,
          message: mismatchMessage(
            file.name, width: file.width, height: file.height, reference: reference.name, asset: sizes.asset,
            size: reference.points, expected: reference.expected(at: file.scale), scale: file.scale))
      }
    }
  }
}
