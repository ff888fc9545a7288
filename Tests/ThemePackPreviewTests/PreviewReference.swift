import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackToolTestSupport

/// WCAG 2 contrast, hex notation and ratio text written out again for the tests, so expected
/// values do not come from the code under test.
enum PreviewReference {
  static func luminance(_ color: ThemeRGBA) -> Double {
    0.2126 * ReferenceSRGB.linear(color.red) + 0.7152 * ReferenceSRGB.linear(color.green)
      + 0.0722 * ReferenceSRGB.linear(color.blue)
  }

  static func contrast(_ first: ThemeRGBA, _ second: ThemeRGBA) -> Double {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  static func hex(_ color: ThemeRGBA) -> String {
    String(format: "#%02X%02X%02X", color.red, color.green, color.blue)
  }

  /// Two decimals, cut rather than rounded, as the page promises.
  static func ratioText(_ ratio: Double) -> String {
    String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100)
  }

  static let white = ThemeRGBA(red: 255, green: 255, blue: 255)
  static let iOSDark = ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E)
}
