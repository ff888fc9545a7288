/// SwiftTheme's colour strings, as its `UIColor(rgba_throws:)` reads them: `#` and then
/// 3 (`#RGB`), 4 (`#RGBA`), 6 (`#RRGGBB`) or 8 (`#RRGGBBAA`) hex digits, either case. A short
/// digit `d` is `d / 15` of full, which is the byte `d * 17` (`#F80` is `#FF8800`).
///
/// SwiftTheme scans the digits with `Scanner.scanHexInt32`, which stops at the first
/// non-hex character and also takes a leading `0x`; such strings (`#12G`) load as some
/// colour there but are no colour a designer meant, so they are not read as colours here.
enum SwiftThemeColor {
  /// The colour `text` stands for, or nil when it is not a SwiftTheme colour string.
  static func parse(_ text: String) -> RGBA8? {
    guard text.hasPrefix("#") else { return nil }
    let digits = text.utf8.dropFirst().map(hexValue)
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0 != nil }) else { return nil }
    let values = digits.map { $0! }
    let channels: [UInt8] =
      values.count <= 4
      ? values.map { $0 * 17 }
      : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
    return RGBA8(
      red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
