import ThemePackArchive
import ThemePackSupport

/// Reads theme colours as apps store them: `#RRGGBB`, `#RRGGBBAA` (hex, any case), or the
/// decimal `R,G,B` / `R,G,B,A` strings of older apps (each 0…255, spaces allowed).
///
/// White space around the whole string is ignored. Alpha defaults to 255.
package enum ColorParser {
  package static func parse(_ text: String) throws(ColorParseError) -> ThemeRGBA {
    let trimmed = text.trimmingWhiteSpace()
    if trimmed.isEmpty { throw .empty }
    if trimmed.hasPrefix("#") { return try parseHex(trimmed) }
    return try parseDecimal(trimmed)
  }

  private static func parseHex(_ text: String) throws(ColorParseError) -> ThemeRGBA {
    guard let digits = hexDigits(text.utf8.dropFirst()), digits.count == 6 || digits.count == 8 else {
      throw .badHex(text)
    }
    let bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    return ThemeRGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
  }

  private static func parseDecimal(_ text: String) throws(ColorParseError) -> ThemeRGBA {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingWhiteSpace()
    }
    guard parts.count == 3 || parts.count == 4 else { throw .componentCount(text) }
    var values: [UInt8] = []
    var outOfRange = false
    for part in parts {
      guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
        throw .notANumber(text, component: part)
      }
      // Long digit strings are out of range, not an overflow.
      guard part.utf8.count <= 3, let value = Int(part), value <= 255 else {
        outOfRange = true
        continue
      }
      values.append(UInt8(value))
    }
    if outOfRange { throw .outOfRange(text) }
    return ThemeRGBA(
      red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 255)
  }

  /// The value (0…15) of each byte of `digits`, or nil when one is not a hex digit
  /// (`0-9`, `A-F`, `a-f`). Shared with the SwiftTheme importer's colour strings.
  package static func hexDigits(_ digits: some Sequence<UInt8>) -> [UInt8]? {
    var values: [UInt8] = []
    for byte in digits {
      guard let value = hexValue(byte) else { return nil }
      values.append(value)
    }
    return values
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }
}

extension String {
  fileprivate func trimmingWhiteSpace() -> String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
