import ThemePackSupport

/// The tint formulas on straight sRGB-encoded values in 0…1, in `Double`, written in the order
/// of DOMAIN.md §4 and the W3C Compositing and Blending Level 1 specification. They are the
/// contract: `Tinter` quantises their results once with `SRGB.quantize` and its tables must
/// give exactly these values.
package enum TintFormula {
  package typealias Color = (red: Double, green: Double, blue: Double)

  /// template: `a := a · tint.a`.
  @inline(__always)
  package static func templateAlpha(_ alpha: Double, tintAlpha: Double) -> Double {
    alpha * tintAlpha
  }

  /// mix (ImageMagick `-colorize p%`): `c · (1 − p) + tint · p`.
  @inline(__always)
  package static func mix(_ value: Double, tint: Double, amount: Double) -> Double {
    value * (1 - amount) + tint * amount
  }

  /// multiply: `c · tint`.
  @inline(__always)
  package static func multiply(_ value: Double, tint: Double) -> Double {
    value * tint
  }

  /// screen (W3C compositing): `1 − (1 − c) · (1 − tint)`.
  @inline(__always)
  package static func screen(_ value: Double, tint: Double) -> Double {
    1 - (1 - value) * (1 - tint)
  }

  /// W3C `Lum(C) = 0.3·R + 0.59·G + 0.11·B`.
  @inline(__always)
  package static func lum(_ color: Color) -> Double {
    0.3 * color.red + 0.59 * color.green + 0.11 * color.blue
  }

  /// W3C "color" blend, `SetLum(tint, luminosity)`: the tint moved to the given luminosity,
  /// then `ClipColor` (both clip tests on the colour before either clip, as the spec writes it).
  @inline(__always)
  package static func color(luminosity: Double, tint: Color) -> Color {
    let d = luminosity - lum(tint)
    var c: Color = (tint.red + d, tint.green + d, tint.blue + d)
    let l = lum(c)
    let n = min(c.red, c.green, c.blue)
    let x = max(c.red, c.green, c.blue)
    if n < 0 {
      c = (l + (c.red - l) * l / (l - n), l + (c.green - l) * l / (l - n), l + (c.blue - l) * l / (l - n))
    }
    if x > 1 {
      c = (
        l + (c.red - l) * (1 - l) / (x - l), l + (c.green - l) * (1 - l) / (x - l),
        l + (c.blue - l) * (1 - l) / (x - l)
      )
    }
    return c
  }

  /// An 8-bit channel as the formulas take it: `c / 255`.
  @inline(__always)
  package static func unit(_ value: UInt8) -> Double {
    Double(value) / 255
  }
}
