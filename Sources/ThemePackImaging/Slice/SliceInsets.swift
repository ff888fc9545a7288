import ThemePackSupport

/// Cap insets in points, as `UIImage.resizableImage(withCapInsets:)` takes them.
///
/// The caps are the borders that keep their size when the image is resized; what lies between
/// them is the centre, which is tiled or stretched. Multiply by the scale for the pixel insets
/// of one file (`Slicer` does this and checks the result).
package struct SliceInsets: Sendable, Hashable, Codable {
  package var top: Double
  package var left: Double
  package var bottom: Double
  package var right: Double

  package init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No caps on any side.
  package static let zero = SliceInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Whether the left or the right inset is above zero.
  package var hasHorizontalCaps: Bool { left > 0 || right > 0 }

  /// Whether the top or the bottom inset is above zero.
  package var hasVerticalCaps: Bool { top > 0 || bottom > 0 }
}
