import ThemePackImaging

/// Paints shapes one over another ("source over", straight alpha) and quantises once.
struct Raster {
  /// One colour in floating point, 0 to 1 per channel, straight alpha.
  struct Paint: Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// From 8-bit sRGB components.
    init(bytes red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
      self.init(Double(red) / 255, Double(green) / 255, Double(blue) / 255, alpha)
    }

    static let white = Paint(1, 1, 1)
  }

  let width: Int
  let height: Int
  private var pixels: [Paint]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = Array(repeating: Paint(0, 0, 0, 0), count: width * height)
  }

  /// Paints `shape` with a colour that may vary over the image (a gradient).
  mutating func fill(_ shape: DistanceField, _ paint: (Double, Double) -> Paint) {
    for y in 0..<height {
      for x in 0..<width {
        let cx = Double(x) + 0.5
        let cy = Double(y) + 0.5
        let coverage = shape.coverage(cx, cy)
        if coverage <= 0 { continue }
        var source = paint(cx, cy)
        source.alpha *= coverage
        let index = y * width + x
        pixels[index] = Self.over(source, pixels[index])
      }
    }
  }

  /// Paints `shape` in one colour.
  mutating func fill(_ shape: DistanceField, _ paint: Paint) {
    fill(shape) { _, _ in paint }
  }

  /// The 8-bit image: `q(x) = clamp(floor(x·255 + 0.5))`; fully transparent pixels are (0,0,0,0).
  func image() -> RGBAImage {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for (index, paint) in pixels.enumerated() {
      let alpha = Self.quantise(paint.alpha)
      guard alpha > 0 else { continue }
      bytes[index * 4] = Self.quantise(paint.red)
      bytes[index * 4 + 1] = Self.quantise(paint.green)
      bytes[index * 4 + 2] = Self.quantise(paint.blue)
      bytes[index * 4 + 3] = alpha
    }
    return RGBAImage(width: width, height: height, pixels: bytes)
  }

  private static func quantise(_ value: Double) -> UInt8 {
    UInt8(max(0, min(255, (value * 255 + 0.5).rounded(.down))))
  }

  private static func over(_ top: Paint, _ bottom: Paint) -> Paint {
    let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
    guard alpha > 0 else { return Paint(0, 0, 0, 0) }
    func mix(_ a: Double, _ b: Double) -> Double {
      (a * top.alpha + b * bottom.alpha * (1 - top.alpha)) / alpha
    }
    return Paint(mix(top.red, bottom.red), mix(top.green, bottom.green), mix(top.blue, bottom.blue), alpha)
  }
}
