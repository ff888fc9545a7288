/// A size in points (pixels divided by scale), for messages and comparisons.
package struct PointSize: Hashable, CustomStringConvertible {
  package var width: Double
  package var height: Double

  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Equal within rounding noise.
  package func matches(_ other: PointSize) -> Bool {
    abs(width - other.width) < 1e-9 && abs(height - other.height) < 1e-9
  }

  /// Equal within one pixel a side at `scale`: what a designer's dark drawing of another
  /// document size by a fraction of a point (44.35×44.55 pt beside 44.37×44.39) comes to once
  /// drawn, and what iOS shows without a shift.
  package func matches(_ other: PointSize, withinPixelAt scale: Int) -> Bool {
    let pixel = 1 / Double(max(scale, 1)) + 1e-9
    return abs(width - other.width) <= pixel && abs(height - other.height) <= pixel
  }

  /// "24×24 pt", "23.33×24 pt"
  package var description: String { "\(Self.format(width))×\(Self.format(height)) pt" }

  package static func format(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return String(value) }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
