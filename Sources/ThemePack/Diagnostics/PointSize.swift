/// A size in points (pixels divided by scale), for messages and comparisons.
struct PointSize: Hashable, CustomStringConvertible {
  var width: Double
  var height: Double

  /// Equal within rounding noise.
  func matches(_ other: PointSize) -> Bool {
    abs(width - other.width) < 1e-9 && abs(height - other.height) < 1e-9
  }

  /// "24×24 pt", "23.33×24 pt"
  var description: String { "\(Self.format(width))×\(Self.format(height)) pt" }

  static func format(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return String(value) }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
