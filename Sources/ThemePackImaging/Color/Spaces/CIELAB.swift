import Foundation
import ThemePackArchive
import ThemePackSupport

/// A colour in CIE 1976 L*a*b*, relative to the sRGB white (D65).
///
/// L* runs 0 (black) to 100 (white); a* and b* are signed, about −128…127 for sRGB.
/// HCT's tone is this L*.
package struct CIELAB: Sendable, Hashable {
  /// Lightness L*, 0…100.
  package var l: Double
  /// Green (−) to red (+).
  package var a: Double
  /// Blue (−) to yellow (+).
  package var b: Double

  package init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// The L*a*b* of an 8-bit sRGB colour (alpha is ignored).
  package init(_ color: ThemeRGBA) {
    self.init(
      linearRed: SRGB.linear(color.red), green: SRGB.linear(color.green),
      blue: SRGB.linear(color.blue))
  }

  /// The L*a*b* of linear-light sRGB fractions.
  package init(linearRed red: Double, green: Double, blue: Double) {
    let xyz = SRGB.xyz(linearRed: red, green: green, blue: blue)
    self.init(x: xyz.x, y: xyz.y, z: xyz.z)
  }

  /// The L*a*b* of CIE XYZ with white Y = 1.
  package init(x: Double, y: Double, z: Double) {
    let white = SRGB.whitePoint
    let fx = Self.f(x / white.x)
    let fy = Self.f(y / white.y)
    let fz = Self.f(z / white.z)
    self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// CIE XYZ with white Y = 1.
  package var xyz: (x: Double, y: Double, z: Double) {
    let white = SRGB.whitePoint
    let fy = (l + 16) / 116
    let fx = fy + a / 500
    let fz = fy - b / 200
    return (white.x * Self.inverseF(fx), white.y * Self.inverseF(fy), white.z * Self.inverseF(fz))
  }

  /// The 8-bit sRGB colour, each linear channel clipped to 0…1 (simple gamut clipping).
  package func rgba(alpha: UInt8 = 255) -> ThemeRGBA {
    let xyz = self.xyz
    let linear = SRGB.linearRGB(x: xyz.x, y: xyz.y, z: xyz.z)
    return ThemeRGBA(
      red: SRGB.channel(fromLinear: min(max(linear.red, 0), 1)),
      green: SRGB.channel(fromLinear: min(max(linear.green, 0), 1)),
      blue: SRGB.channel(fromLinear: min(max(linear.blue, 0), 1)),
      alpha: alpha)
  }

  /// L* of a relative luminance Y (white Y = 1).
  package static func lightness(fromLuminance y: Double) -> Double {
    116 * f(y) - 16
  }

  /// Relative luminance Y (white Y = 1) of an L*.
  package static func luminance(fromLightness lightness: Double) -> Double {
    inverseF((lightness + 16) / 116)
  }

  private static let epsilon = 216.0 / 24389.0
  private static let kappa = 24389.0 / 27.0

  package static func f(_ t: Double) -> Double {
    t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
  }

  package static func inverseF(_ ft: Double) -> Double {
    let cube = ft * ft * ft
    return cube > epsilon ? cube : (116 * ft - 16) / kappa
  }
}
