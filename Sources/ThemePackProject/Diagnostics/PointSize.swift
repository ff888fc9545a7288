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
