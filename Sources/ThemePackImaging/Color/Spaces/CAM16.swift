import Foundation
import ThemePackArchive
import ThemePackSupport

/// A colour's CAM16 appearance under Material's default viewing conditions (those HCT uses).
package struct CAM16: Sendable, Hashable {
  /// Hue angle in degrees, 0 ≤ hue < 360.
  package let hue: Double
  /// Chroma C.
  package let chroma: Double
  /// Lightness J, 0…100.
  package let j: Double
  /// Brightness Q.
  package let q: Double
  /// Colourfulness M.
  package let m: Double
  /// Saturation s.
  package let s: Double

  /// The appearance of an 8-bit sRGB colour (alpha is ignored).
  package init(_ color: ThemeRGBA) {
    self.init(
      linearRed: SRGB.linear(color.red) * 100, green: SRGB.linear(color.green) * 100,
      blue: SRGB.linear(color.blue) * 100)
  }

  /// The appearance of linear sRGB on a 0…100 scale.
  package init(linearRed red: Double, green: Double, blue: Double) {
    let conditions = ViewingConditions.material
    let (scaledR, scaledG, scaledB) = conditions.scaledConesFromLinearRGB.apply(red, green, blue)
    let rA = ViewingConditions.compress(scaledR)
    let gA = ViewingConditions.compress(scaledG)
    let bA = ViewingConditions.compress(scaledB)
    let a = (11 * rA - 12 * gA + bA) / 11
    let b = (rA + gA - 2 * bA) / 9
    let u = (20 * rA + 20 * gA + 21 * bA) / 20
    let p2 = (40 * rA + 20 * gA + bA) / 20
    var degrees = atan2(b, a) * 180 / Double.pi
    if degrees < 0 { degrees += 360 }
    if degrees >= 360 { degrees -= 360 }
    let achromatic = p2 * conditions.nbb
    let lightness = 100 * pow(achromatic / conditions.aw, conditions.c * conditions.z)
    let eccentricity = 0.25 * (cos(degrees * Double.pi / 180 + 2) + 3.8)
    let p1 = 50000 / 13 * eccentricity * conditions.nc * conditions.ncb
    let t = p1 * (a * a + b * b).squareRoot() / (u + 0.305)
    let alpha = pow(t, 0.9) * conditions.alphaFactor
    hue = degrees
    j = lightness
    chroma = alpha * (lightness / 100).squareRoot()
    q = 4 / conditions.c * (lightness / 100).squareRoot() * (conditions.aw + 4) * conditions.flRoot
    m = chroma * conditions.flRoot
    s = 50 * (alpha * conditions.c / (conditions.aw + 4)).squareRoot()
  }

  /// Linear sRGB (0…100, possibly out of gamut) of lightness J, chroma C and hue (radians).
  package static func linearRGB(
    j: Double, chroma: Double, hueRadians: Double
  ) -> (Double, Double, Double) {
    let conditions = ViewingConditions.material
    let alpha = chroma == 0 || j == 0 ? 0 : chroma / (j / 100).squareRoot()
    let t = pow(alpha / conditions.alphaFactor, 1 / 0.9)
    let eccentricity = 0.25 * (cos(hueRadians + 2) + 3.8)
    let achromatic = conditions.aw * pow(j / 100, 1 / conditions.c / conditions.z)
    let p1 = eccentricity * (50000 / 13) * conditions.nc * conditions.ncb
    let p2 = achromatic / conditions.nbb
    let sine = sin(hueRadians)
    let cosine = cos(hueRadians)
    let gamma = 23 * (p2 + 0.305) * t / (23 * p1 + 11 * t * cosine + 108 * t * sine)
    let a = gamma * cosine
    let b = gamma * sine
    let rA = (460 * p2 + 451 * a + 288 * b) / 1403
    let gA = (460 * p2 - 891 * a - 261 * b) / 1403
    let bA = (460 * p2 - 220 * a - 6300 * b) / 1403
    return conditions.linearRGBFromScaledCones.apply(
      ViewingConditions.expand(rA), ViewingConditions.expand(gA), ViewingConditions.expand(bA))
  }

  /// CAM16 hue (radians, −π…π) of linear sRGB on a 0…100 scale; cheaper than a full init.
  package static func hueRadians(linearRed red: Double, green: Double, blue: Double) -> Double {
    let conditions = ViewingConditions.material
    let (scaledR, scaledG, scaledB) = conditions.scaledConesFromLinearRGB.apply(red, green, blue)
    let rA = ViewingConditions.compress(scaledR)
    let gA = ViewingConditions.compress(scaledG)
    let bA = ViewingConditions.compress(scaledB)
    return atan2((rA + gA - 2 * bA) / 9, (11 * rA - 12 * gA + bA) / 11)
  }
}
