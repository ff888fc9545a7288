import Foundation
import ThemePackArchive
import ThemePackImaging

/// The sRGB curves written out again for the tests, in `Double`, so that expected values do
/// not come from the code under test.
package enum ReferenceSRGB {
  package static func linear(_ code: UInt8) -> Double {
    let c = Double(code) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  package static func code(_ linear: Double) -> UInt8 {
    let l = min(1, max(0, linear))
    let e = l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
    return UInt8(min(255, max(0, (e * 255 + 0.5).rounded(.down))))
  }

  /// `floor(x·255 + 0.5)` clamped, for alpha in 0…1.
  package static func quantize(_ value: Double) -> UInt8 {
    UInt8(min(255, max(0, (value * 255 + 0.5).rounded(.down))))
  }

  /// The area average of `pixels` with `weights` (summing to one), worked out the textbook
  /// way: premultiply in linear light, average, divide by the average alpha, encode.
  package static func average(_ pixels: [(ThemeRGBA, Double)]) -> ThemeRGBA {
    var red = 0.0
    var green = 0.0
    var blue = 0.0
    var alpha = 0.0
    for (pixel, weight) in pixels {
      let a = Double(pixel.alpha) / 255
      red += weight * a * linear(pixel.red)
      green += weight * a * linear(pixel.green)
      blue += weight * a * linear(pixel.blue)
      alpha += weight * a
    }
    let alphaCode = quantize(alpha)
    guard alphaCode > 0 else { return ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    return ThemeRGBA(
      red: code(red / alpha), green: code(green / alpha), blue: code(blue / alpha),
      alpha: alphaCode)
  }
}
