import ThemePackSupport

/// Cap insets in points, as `UIImage.resizableImage(withCapInsets:)` takes them.
///
/// The caps are the borders that keep their size when the image is resized; what lies between
/// them is the centre, which is tiled or stretched. Multiply by the scale for the pixel insets
/// of one file (`Slicer` does this and checks the result).
public struct SliceInsets: Sendable, Hashable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No caps on any side.
  public static let zero = SliceInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Whether the left or the right inset is above zero.
  public var hasHorizontalCaps: Bool { left > 0 || right > 0 }

  /// Whether the top or the bottom inset is above zero.
  public var hasVerticalCaps: Bool { top > 0 || bottom > 0 }
}
