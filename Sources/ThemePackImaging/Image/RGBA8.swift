import ThemePackSupport

/// One straight (non-premultiplied) sRGB-encoded pixel or colour with 8 bits per channel.
package struct RGBA8: Sendable, Hashable, Comparable, Codable {
  package var red: UInt8
  package var green: UInt8
  package var blue: UInt8
  package var alpha: UInt8

  package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Fully transparent black, the canonical transparent pixel.
  package static let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

  /// Orders colours by red, green, blue, then alpha; used for deterministic palettes.
  package static func < (lhs: RGBA8, rhs: RGBA8) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) < (rhs.red, rhs.green, rhs.blue, rhs.alpha)
  }
}
