import Foundation

// TODO(color): replace with `RGBA8.hexString` and `WCAGContrast.ratio` once branch `color`
// lands on main, then delete this file.

/// Hex notation and WCAG 2 contrast for the page, until the colour helpers are on main.
enum PreviewColorMath {
  /// `#RRGGBB`, upper case, with `AA` appended when alpha is not 255.
  static func hex(_ color: RGBA8) -> String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    var channels = [color.red, color.green, color.blue]
    if color.alpha != 255 { channels.append(color.alpha) }
    for channel in channels {
      text.append(digits[Int(channel >> 4)])
      text.append(digits[Int(channel & 0xF)])
    }
    return text
  }

  /// WCAG 2 contrast ratio of two opaque colours, 1 to 21; alpha is ignored.
  static func contrast(_ first: RGBA8, _ second: RGBA8) -> Double {
    let one = luminance(first)
    let two = luminance(second)
    return (max(one, two) + 0.05) / (min(one, two) + 0.05)
  }

  private static func luminance(_ color: RGBA8) -> Double {
    func linear(_ code: UInt8) -> Double {
      let value = Double(code) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }
}
