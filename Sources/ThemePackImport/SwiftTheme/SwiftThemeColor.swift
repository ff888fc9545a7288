import ThemePackArchive
import ThemePackImaging

/// SwiftTheme's colour strings, as its `UIColor(rgba_throws:)` reads them: `#` and then
/// 3 (`#RGB`), 4 (`#RGBA`), 6 (`#RRGGBB`) or 8 (`#RRGGBBAA`) hex digits, either case. A short
/// digit `d` is `d / 15` of full, which is the byte `d * 17` (`#F80` is `#FF8800`).
///
/// SwiftTheme scans the digits with `Scanner.scanHexInt32`, which stops at the first
/// non-hex character and also takes a leading `0x`; such strings (`#12G`) load as some
/// colour there but are no colour a designer meant, so they are not read as colours here.
package enum SwiftThemeColor {
  /// The colour `text` stands for, or nil when it is not a SwiftTheme colour string.
  package static func parse(_ text: String) -> ThemeRGBA? {
    guard text.hasPrefix("#"), let values = ColorParser.hexDigits(text.utf8.dropFirst()),
      [3, 4, 6, 8].contains(values.count)
    else { return nil }
    let channels: [UInt8] =
      values.count <= 4
      ? values.map { $0 * 17 }
      : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
    return ThemeRGBA(
      red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
  }
}
