/// Draws hand-painted theme art of the kinds legacy apps ship (DOMAIN.md §1–2), as straight
/// RGBA8 pixels, and writes it with libpng's own writer, for the import tests.
public enum LegacyThemeArt {
  /// A colour as three channels.
  public typealias Color = (red: Int, green: Int, blue: Int)

  /// The share (0…1) of a detail colour at (x, y) of a `width × height` button: a bar in the
  /// middle third with antialiased edges, and a thin diagonal stroke.
  public static func detailShare(x: Int, y: Int, width: Int, height: Int) -> Double {
    let left = Double(width) / 4
    let right = Double(width) * 3 / 4
    let top = Double(height) / 3
    let bottom = Double(height) * 2 / 3
    let px = Double(x) + 0.5
    let py = Double(y) + 0.5
    let bar = min(max(min(px - left, right - px, py - top, bottom - py) + 0.5, 0), 1)
    let distance = abs(Double(x) - Double(y) * Double(width) / Double(height)) / 2
    let stroke = min(max(1.5 - distance, 0), 1) * 0.6
    return max(bar, stroke)
  }

  /// An opaque button painted `color` with details in `detail` (255: white, 0: black).
  public static func button(width: Int, height: Int, color: Color, detail: Int) -> [UInt8] {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let t = detailShare(x: x, y: y, width: width, height: height)
        for channel in [color.red, color.green, color.blue] {
          pixels.append(UInt8((Double(channel) * (1 - t) + Double(detail) * t).rounded()))
        }
        pixels.append(255)
      }
    }
    return pixels
  }

  /// A template shape: a disc with antialiased edges in `color` on transparency.
  public static func shape(width: Int, height: Int, color: Color) -> [UInt8] {
    var pixels: [UInt8] = []
    let radius = Double(min(width, height)) / 2 - 1
    for y in 0..<height {
      for x in 0..<width {
        let dx = Double(x) + 0.5 - Double(width) / 2
        let dy = Double(y) + 0.5 - Double(height) / 2
        let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
        let alpha = UInt8((coverage * 255).rounded())
        pixels +=
          alpha == 0 ? [0, 0, 0, 0] : [UInt8(color.red), UInt8(color.green), UInt8(color.blue), alpha]
      }
    }
    return pixels
  }

  /// Opaque noise from `seed`: no master reproduces two of these.
  public static func noise(width: Int, height: Int, seed: UInt64) -> [UInt8] {
    var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    var pixels: [UInt8] = []
    for _ in 0..<(width * height) {
      for _ in 0..<3 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        pixels.append(UInt8(truncatingIfNeeded: state >> 56))
      }
      pixels.append(255)
    }
    return pixels
  }

  /// An opaque image of one colour.
  public static func flat(width: Int, height: Int, color: Color) -> [UInt8] {
    Array([[UInt8(color.red), UInt8(color.green), UInt8(color.blue), 255]].joined()).repeated(width * height)
  }

  /// The PNG file (RGBA, 8 bits) of `pixels`, written by libpng.
  public static func png(_ pixels: [UInt8], width: Int, height: Int) throws -> [UInt8] {
    try StoredImage(width: width, height: height, colorType: 6, bitDepth: 8, samples: pixels.map(UInt16.init))
      .pngBytes()
  }
}

extension Array {
  /// The array repeated `count` times.
  fileprivate func repeated(_ count: Int) -> [Element] {
    Array([[Element]](repeating: self, count: count).joined())
  }
}
