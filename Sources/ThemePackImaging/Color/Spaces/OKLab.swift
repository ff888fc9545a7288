import Foundation
import ThemePackArchive
import ThemePackSupport

/// A colour in Björn Ottosson's OKLab (2020), with his published matrices.
///
/// L runs 0 (black) to 1 (white); a and b are signed, within about ±0.4 for sRGB.
package struct OKLab: Sendable, Hashable {
  /// Perceived lightness, 0…1.
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

  /// The OKLab of an 8-bit sRGB colour (alpha is ignored).
  package init(_ color: ThemeRGBA) {
    self.init(
      linearRed: SRGB.linear(color.red), green: SRGB.linear(color.green),
      blue: SRGB.linear(color.blue))
  }

  /// The OKLab of linear-light sRGB fractions (Ottosson's direct sRGB matrix).
  package init(linearRed red: Double, green: Double, blue: Double) {
    let (l, m, s) = Self.lmsFromLinearSRGB.apply(red, green, blue)
    self.init(cones: (cbrt(l), cbrt(m), cbrt(s)))
  }

  /// The OKLab of CIE XYZ (D65, white Y = 1), by Ottosson's M1 and M2.
  package init(x: Double, y: Double, z: Double) {
    let (l, m, s) = Self.lmsFromXYZ.apply(x, y, z)
    self.init(cones: (cbrt(l), cbrt(m), cbrt(s)))
  }

  private init(cones: (Double, Double, Double)) {
    let (lightness, a, b) = Self.labFromCones.apply(cones.0, cones.1, cones.2)
    self.init(l: lightness, a: a, b: b)
  }

  /// Linear-light sRGB fractions; values outside 0…1 are out of gamut.
  package var linearRGB: (red: Double, green: Double, blue: Double) {
    let (l, m, s) = Self.conesFromLab.apply(l, a, b)
    let (red, green, blue) = Self.linearSRGBFromLMS.apply(l * l * l, m * m * m, s * s * s)
    return (red, green, blue)
  }

  /// Euclidean distance in OKLab.
  package func distance(to other: OKLab) -> Double {
    let dl = l - other.l
    let da = a - other.a
    let db = b - other.b
    return (dl * dl + da * da + db * db).squareRoot()
  }

  package static let lmsFromLinearSRGB = Matrix3([
    [0.4122214708, 0.5363325363, 0.0514459929],
    [0.2119034982, 0.6806995451, 0.1073969566],
    [0.0883024619, 0.2817188376, 0.6299787005],
  ])

  package static let linearSRGBFromLMS = Matrix3([
    [4.0767416621, -3.3077115913, 0.2309699292],
    [-1.2684380046, 2.6097574011, -0.3413193965],
    [-0.0041960863, -0.7034186147, 1.7076147010],
  ])

  package static let lmsFromXYZ = Matrix3([
    [0.8189330101, 0.3618667424, -0.1288597137],
    [0.0329845436, 0.9293118715, 0.0361456387],
    [0.0482003018, 0.2643662691, 0.6338517070],
  ])

  package static let labFromCones = Matrix3([
    [0.2104542553, 0.7936177850, -0.0040720468],
    [1.9779984951, -2.4285922050, 0.4505937099],
    [0.0259040371, 0.7827717662, -0.8086757660],
  ])

  package static let conesFromLab = Matrix3([
    [1, 0.3963377774, 0.2158037573],
    [1, -0.1055613458, -0.0638541728],
    [1, -0.0894841775, -1.2914855480],
  ])
}
