import Foundation

/// The test suite's own, deliberately plain statements of the published formulas, used to
/// compute expected values without calling the library.
enum ReferenceColorMath {
  /// WCAG 2 linearisation of an 8-bit channel.
  static func linear(_ channel: UInt8) -> Double {
    let c = Double(channel) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// WCAG 2 relative luminance.
  static func luminance(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Double {
    0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2 contrast ratio.
  static func contrast(
    _ first: (UInt8, UInt8, UInt8), _ second: (UInt8, UInt8, UInt8)
  ) -> Double {
    let a = luminance(first.0, first.1, first.2)
    let b = luminance(second.0, second.1, second.2)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// `q(x) = clamp(floor(x·255 + 0.5), 0, 255)`.
  static func q(_ x: Double) -> Int {
    min(max(Int((x * 255 + 0.5).rounded(.down)), 0), 255)
  }

  /// Whether `x·255` lies so close to a rounding boundary that two correct evaluation orders
  /// may round it differently.
  static func nearTie(_ x: Double) -> Bool {
    let scaled = x * 255 + 0.5
    return abs(scaled - scaled.rounded()) < 1e-9
  }
}
