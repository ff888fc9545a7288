/// A shape as a signed distance in pixels from a point to its edge: negative inside,
/// positive outside. Coverage of a pixel is `clamp(0.5 − distance)` at its centre, which
/// gives a one-pixel antialiased edge without supersampling, and exactly the same bytes on
/// every run.
struct DistanceField: Sendable {
  let distance: @Sendable (Double, Double) -> Double

  /// How much of the pixel whose centre is (x, y) the shape covers, 0 to 1.
  func coverage(_ x: Double, _ y: Double) -> Double {
    min(1, max(0, 0.5 - distance(x, y)))
  }

  /// A rectangle centred at (cx, cy) with half sizes and corner radius, in pixels.
  static func roundedRect(
    cx: Double, cy: Double, halfWidth: Double, halfHeight: Double, radius: Double
  ) -> DistanceField {
    DistanceField { x, y in
      let qx = abs(x - cx) - halfWidth + radius
      let qy = abs(y - cy) - halfHeight + radius
      let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
      return outside + min(max(qx, qy), 0) - radius
    }
  }

  /// A disc.
  static func circle(cx: Double, cy: Double, radius: Double) -> DistanceField {
    DistanceField { x, y in ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - radius }
  }

  /// A line from (x1, y1) to (x2, y2) with round ends, `radius` wide on each side.
  static func capsule(x1: Double, y1: Double, x2: Double, y2: Double, radius: Double) -> DistanceField {
    DistanceField { x, y in
      let dx = x2 - x1
      let dy = y2 - y1
      let t = max(0, min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)))
      let px = x - x1 - t * dx
      let py = y - y1 - t * dy
      return (px * px + py * py).squareRoot() - radius
    }
  }

  /// Both shapes.
  func union(_ other: DistanceField) -> DistanceField {
    DistanceField { x, y in min(distance(x, y), other.distance(x, y)) }
  }

  /// Where both shapes overlap.
  func intersecting(_ other: DistanceField) -> DistanceField {
    DistanceField { x, y in max(distance(x, y), other.distance(x, y)) }
  }

  /// Everywhere: fills the whole image.
  static let everywhere = DistanceField { _, _ in -1_000_000 }

  /// This shape with `other` cut out.
  func subtracting(_ other: DistanceField) -> DistanceField {
    DistanceField { x, y in max(distance(x, y), -other.distance(x, y)) }
  }

  /// The outline of this shape, `width` pixels wide, centred on its edge.
  func stroked(width: Double) -> DistanceField {
    DistanceField { x, y in abs(distance(x, y)) - width / 2 }
  }
}
