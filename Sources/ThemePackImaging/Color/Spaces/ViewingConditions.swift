import Foundation
import ThemePackSupport

/// CAM16 viewing conditions, precomputed: Material's defaults (D65 white, adapting
/// luminance 200/π · Y(L* 50), background L* 50, average surround, no discounting).
package struct ViewingConditions: Sendable {
  package let n: Double
  package let aw: Double
  package let nbb: Double
  package let ncb: Double
  package let c: Double
  package let nc: Double
  package let rgbD: (Double, Double, Double)
  package let fl: Double
  package let flRoot: Double
  package let z: Double
  /// `(1.64 − 0.29^n)^0.73`, used by chroma ↔ alpha.
  package let alphaFactor: Double
  /// Linear sRGB (0…100) to the discounted, luminance-scaled cone responses that enter
  /// CAM16's compression.
  package let scaledConesFromLinearRGB: Matrix3
  /// The inverse of `scaledConesFromLinearRGB`.
  package let linearRGBFromScaledCones: Matrix3

  /// The conditions HCT uses.
  package static let material = ViewingConditions(
    whitePoint: (95.047, 100.0, 108.883),
    adaptingLuminance: 200.0 / Double.pi * CIELAB.luminance(fromLightness: 50),
    backgroundLightness: 50, surround: 2)

  /// CIE XYZ to CAM16's cone space (M16).
  package static let m16 = Matrix3([
    [0.401288, 0.650173, -0.051461],
    [-0.250268, 1.204414, 0.045854],
    [-0.002079, 0.048952, 0.953127],
  ])

  package init(
    whitePoint: (Double, Double, Double), adaptingLuminance: Double,
    backgroundLightness: Double, surround: Double
  ) {
    let (rW, gW, bW) = Self.m16.apply(whitePoint.0, whitePoint.1, whitePoint.2)
    let f = 0.8 + surround / 10
    c = f >= 0.9 ? 0.59 + (0.69 - 0.59) * (f - 0.9) * 10 : 0.525 + (0.59 - 0.525) * (f - 0.8) * 10
    let degree = min(max(f * (1 - (1 / 3.6) * exp((-adaptingLuminance - 42) / 92)), 0), 1)
    nc = f
    rgbD = (
      degree * 100 / rW + 1 - degree, degree * 100 / gW + 1 - degree, degree * 100 / bW + 1 - degree
    )
    let k = 1 / (5 * adaptingLuminance + 1)
    let k4 = k * k * k * k
    fl = k4 * adaptingLuminance + 0.1 * (1 - k4) * (1 - k4) * cbrt(5 * adaptingLuminance)
    flRoot = pow(fl, 0.25)
    n = CIELAB.luminance(fromLightness: backgroundLightness) * 100 / whitePoint.1
    z = 1.48 + n.squareRoot()
    nbb = 0.725 / pow(n, 0.2)
    ncb = nbb
    let fl = self.fl
    let rgbD = self.rgbD
    let whiteR = Self.compress(fl * rgbD.0 * rW / 100)
    let whiteG = Self.compress(fl * rgbD.1 * gW / 100)
    let whiteB = Self.compress(fl * rgbD.2 * bW / 100)
    aw = (2 * whiteR + whiteG + 0.05 * whiteB) * nbb
    alphaFactor = pow(1.64 - pow(0.29, n), 0.73)
    let scale = fl / 100
    let scaled =
      Matrix3.diagonal(rgbD.0 * scale, rgbD.1 * scale, rgbD.2 * scale) * Self.m16 * SRGB.toXYZ
    scaledConesFromLinearRGB = scaled
    linearRGBFromScaledCones = scaled.inverse
  }

  /// CAM16's post-adaptation compression of one scaled cone response.
  @inline(__always)
  package static func compress(_ scaled: Double) -> Double {
    let factor = pow(abs(scaled), 0.42)
    let value = 400 * factor / (factor + 27.13)
    return scaled < 0 ? -value : value
  }

  /// The inverse of `compress`.
  @inline(__always)
  package static func expand(_ adapted: Double) -> Double {
    let magnitude = abs(adapted)
    let base = max(0, 27.13 * magnitude / (400 - magnitude))
    let value = pow(base, 1 / 0.42)
    return adapted < 0 ? -value : value
  }
}
