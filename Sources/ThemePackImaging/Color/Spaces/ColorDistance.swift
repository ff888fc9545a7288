import Foundation
import ThemePackArchive
import ThemePackSupport

/// Perceptual colour differences, for telling how far an image drifted from its theme colour.
package enum ColorDistance {
  /// CIEDE2000 ΔE00 of two sRGB colours (via XYZ D65 and CIELAB; alpha ignored). About 1 is
  /// a just-noticeable difference; 0 for identical colours.
  package static func ciede2000(_ first: ThemeRGBA, _ second: ThemeRGBA) -> Double {
    ciede2000(CIELAB(first), CIELAB(second))
  }

  /// CIEDE2000 ΔE00 of two L*a*b* colours (Sharma, Wu and Dalal 2005; kL = kC = kH = 1).
  package static func ciede2000(_ first: CIELAB, _ second: CIELAB) -> Double {
    let meanChroma = (hypot(first.a, first.b) + hypot(second.a, second.b)) / 2
    let chromaPower = pow(meanChroma, 7)
    let g = 0.5 * (1 - (chromaPower / (chromaPower + pow(25, 7))).squareRoot())
    let a1 = (1 + g) * first.a
    let a2 = (1 + g) * second.a
    let c1 = hypot(a1, first.b)
    let c2 = hypot(a2, second.b)
    let h1 = hueDegrees(b: first.b, a: a1)
    let h2 = hueDegrees(b: second.b, a: a2)

    let deltaL = second.l - first.l
    let deltaC = c2 - c1
    var deltaHue = 0.0
    if c1 * c2 != 0 {
      deltaHue = h2 - h1
      if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
    }
    let deltaH = 2 * (c1 * c2).squareRoot() * sin(radians(deltaHue / 2))

    let meanL = (first.l + second.l) / 2
    let meanC = (c1 + c2) / 2
    var meanHue = h1 + h2
    if c1 * c2 != 0 {
      if abs(h1 - h2) <= 180 {
        meanHue /= 2
      } else if meanHue < 360 {
        meanHue = (meanHue + 360) / 2
      } else {
        meanHue = (meanHue - 360) / 2
      }
    }
    let t =
      1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
      + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
    let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
    let meanCPower = pow(meanC, 7)
    let rotationC = 2 * (meanCPower / (meanCPower + pow(25, 7))).squareRoot()
    let lightnessOffset = (meanL - 50) * (meanL - 50)
    let sL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
    let sC = 1 + 0.045 * meanC
    let sH = 1 + 0.015 * meanC * t
    let rotation = -sin(radians(2 * deltaTheta)) * rotationC
    let termL = deltaL / sL
    let termC = deltaC / sC
    let termH = deltaH / sH
    return (termL * termL + termC * termC + termH * termH + rotation * termC * termH).squareRoot()
  }

  /// Euclidean ΔE in OKLab of two sRGB colours (alpha ignored); OKLab L runs 0…1, so about
  /// 0.02 is a just-noticeable difference.
  package static func oklab(_ first: ThemeRGBA, _ second: ThemeRGBA) -> Double {
    OKLab(first).distance(to: OKLab(second))
  }

  private static func hueDegrees(b: Double, a: Double) -> Double {
    if a == 0 && b == 0 { return 0 }
    let degrees = atan2(b, a) * 180 / Double.pi
    return degrees < 0 ? degrees + 360 : degrees
  }

  private static func radians(_ degrees: Double) -> Double {
    degrees * Double.pi / 180
  }
}
