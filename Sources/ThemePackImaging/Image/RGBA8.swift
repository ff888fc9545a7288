import ThemePackSupport

/// One straight (non-premultiplied) sRGB-encoded pixel or colour with 8 bits per channel.
public struct RGBA8: Sendable, Hashable, Comparable, Codable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Fully transparent black, the canonical transparent pixel.
  public static let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

  /// Orders colours by red, green, blue, then alpha; used for deterministic palettes.
  public static func < (lhs: RGBA8, rhs: RGBA8) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) < (rhs.red, rhs.green, rhs.blue, rhs.alpha)
  }
}
