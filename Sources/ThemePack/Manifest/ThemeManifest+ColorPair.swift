extension ThemeManifest {
  /// A colour's light- and dark-mode values, written as `#RRGGBB` (or `#RRGGBBAA` when not
  /// opaque), sRGB.
  public struct ColorPair: Sendable, Equatable {
    public var light: RGBA8
    /// Equal to `light` when the theme has no separate dark value.
    public var dark: RGBA8

    public init(light: RGBA8, dark: RGBA8) {
      self.light = light
      self.dark = dark
    }

    /// `#RRGGBB` in upper case, with `AA` appended when alpha is not 255.
    public static func hex(_ color: RGBA8) -> String {
      var channels = [color.red, color.green, color.blue]
      if color.alpha != 255 { channels.append(color.alpha) }
      return "#"
        + channels.map { byte in
          let digits = String(byte, radix: 16, uppercase: true)
          return byte < 16 ? "0" + digits : digits
        }.joined()
    }

    /// The colour of `#RRGGBB` or `#RRGGBBAA` (either case), or nil.
    public static func color(hex text: String) -> RGBA8? {
      let scalars = Array(text.unicodeScalars)
      guard scalars.first == "#", scalars.count == 7 || scalars.count == 9 else { return nil }
      var bytes: [UInt8] = []
      var index = 1
      while index < scalars.count {
        guard let high = hexDigit(scalars[index]), let low = hexDigit(scalars[index + 1]) else { return nil }
        bytes.append(high << 4 | low)
        index += 2
      }
      return RGBA8(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
      switch scalar {
      case "0"..."9": return UInt8(scalar.value - 0x30)
      case "a"..."f": return UInt8(scalar.value - 0x61 + 10)
      case "A"..."F": return UInt8(scalar.value - 0x41 + 10)
      default: return nil
      }
    }
  }
}
