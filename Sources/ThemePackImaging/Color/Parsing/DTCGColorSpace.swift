import Foundation
import ThemePackArchive
import ThemePackSupport

/// A colour space of the W3C design tokens colour module (DTCG 2025.10, the `colorSpace` of a
/// colour value), with the range of each component and the conversion to sRGB.
///
/// The conversions are CSS Color 4's (its sample code's matrices and transfer functions):
/// RGB spaces through linear light and CIE XYZ, `lab`/`lch` through D50 with the Bradford
/// adaptation, `oklab`/`oklch` through LMS, `hsl`/`hwb` directly. Written here rather than
/// with lcms2 because the spaces are defined by these closed formulas, not by ICC profiles,
/// and lcms2 has no built-in OKLab, HSL or HWB. ThemePack's outputs are 8-bit sRGB: a colour
/// outside the sRGB gamut is clipped per channel.
package enum DTCGColorSpace: String, Sendable, CaseIterable {
  case srgb
  case srgbLinear = "srgb-linear"
  case hsl, hwb, lab, lch, oklab, oklch
  case displayP3 = "display-p3"
  case a98RGB = "a98-rgb"
  case prophotoRGB = "prophoto-rgb"
  case rec2020
  case xyzD65 = "xyz-d65"
  case xyzD50 = "xyz-d50"

  /// The allowed range of each of the three components (the format's ranges; an unbounded
  /// side is the largest finite number).
  package var ranges: [ClosedRange<Double>] {
    let unit = 0.0...1.0
    let percent = 0.0...100.0
    let hue = 0.0...360.0
    let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    let positive = 0.0...Double.greatestFiniteMagnitude
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return [unit, unit, unit]
    case .hsl, .hwb: return [hue, percent, percent]
    case .lab: return [percent, any, any]
    case .lch: return [percent, positive, hue]
    case .oklab: return [unit, any, any]
    case .oklch: return [unit, positive, hue]
    case .xyzD65, .xyzD50: return [any, any, any]
    }
  }

  /// The component that is a hue in degrees, if any (360 itself is refused: the format asks
  /// for 0 up to but not including 360).
  package var hueIndex: Int? {
    switch self {
    case .hsl, .hwb: return 0
    case .lch, .oklch: return 2
    default: return nil
    }
  }

  /// The colour `components` (in range, `none` already read as 0) and `alpha` (0…1) as 8-bit
  /// sRGB, clipped to the gamut and rounded once.
  package func rgba(_ components: [Double], alpha: Double) -> ThemeRGBA {
    let (red, green, blue) = srgb(components)
    func byte(_ value: Double) -> UInt8 {
      guard value.isFinite else { return 0 }
      return UInt8((min(max(value, 0), 1) * 255 + 0.5).rounded(.down))
    }
    return ThemeRGBA(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
  }

  /// The gamma-encoded sRGB of `components`, not clipped.
  package func srgb(_ c: [Double]) -> (Double, Double, Double) {
    switch self {
    case .srgb: return (c[0], c[1], c[2])
    case .hsl: return Self.hsl(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
    case .hwb: return Self.hwb(hue: c[0], white: c[1] / 100, black: c[2] / 100)
    default: return Self.encode(Self.fromXYZD65 * xyzD65(c))
    }
  }

  /// CIE XYZ (D65) of `c`, for every space that goes through it.
  private func xyzD65(_ c: [Double]) -> (Double, Double, Double) {
    switch self {
    case .srgb, .hsl, .hwb: return Self.toXYZD65 * Self.decode(srgb(c))
    case .srgbLinear: return Self.toXYZD65 * (c[0], c[1], c[2])
    case .displayP3: return Self.p3ToXYZ * Self.decode((c[0], c[1], c[2]))
    case .a98RGB:
      return Self.a98ToXYZ * Self.map((c[0], c[1], c[2])) { Self.signed($0) { pow($0, 563 / 256) } }
    case .rec2020: return Self.rec2020ToXYZ * Self.map((c[0], c[1], c[2]), Self.rec2020Linear)
    case .prophotoRGB:
      let linear = Self.map((c[0], c[1], c[2])) { value in
        abs(value) <= 16 / 512 ? value / 16 : Self.signed(value) { pow($0, 1.8) }
      }
      return Self.d50ToD65 * (Self.prophotoToXYZD50 * linear)
    case .xyzD65: return (c[0], c[1], c[2])
    case .xyzD50: return Self.d50ToD65 * (c[0], c[1], c[2])
    case .lab: return Self.d50ToD65 * Self.labToXYZD50(c[0], c[1], c[2])
    case .lch:
      let (a, b) = Self.cartesian(chroma: c[1], hue: c[2])
      return Self.d50ToD65 * Self.labToXYZD50(c[0], a, b)
    case .oklab: return Self.oklabToXYZ(c[0], c[1], c[2])
    case .oklch:
      let (a, b) = Self.cartesian(chroma: c[1], hue: c[2])
      return Self.oklabToXYZ(c[0], a, b)
    }
  }
}
