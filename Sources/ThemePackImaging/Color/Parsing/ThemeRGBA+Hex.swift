import ThemePackArchive
import ThemePackSupport

extension ThemeRGBA {
  /// `#RRGGBB` in upper case, or `#RRGGBBAA` when alpha is not 255; `ColorParser` reads it back.
  package var hexString: String {
    // Written byte by byte: cache keys and records spell thousands of colours per build.
    let digits: StaticString = "0123456789ABCDEF"
    let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    var text: [UInt8] = [0x23]
    text.reserveCapacity(9)
    digits.withUTF8Buffer { digits in
      for channel in channels {
        text.append(digits[Int(channel >> 4)])
        text.append(digits[Int(channel & 0xF)])
      }
    }
    return String(decoding: text, as: UTF8.self)
  }
}
