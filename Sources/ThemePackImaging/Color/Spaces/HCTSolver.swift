import Foundation
import ThemePackArchive
import ThemePackSupport

/// Finds the sRGB colour for a hue, chroma and tone, the way Material's HctSolver does:
/// when the colour exists in sRGB, solve CAM16 lightness J for the tone by Newton's method;
/// when it does not, keep hue and tone and take the most chromatic colour on the gamut
/// boundary (the edge of the constant-luminance slice of the RGB cube).
package enum HCTSolver {
  /// The 8-bit sRGB colour (alpha 255) nearest to hue (degrees), chroma and tone (L*).
  package static func solve(hue: Double, chroma: Double, tone: Double) -> ThemeRGBA {
    if !(chroma >= 0.0001) || !(tone >= 0.0001) || !(tone <= 99.9999) {
      return gray(tone: tone)
    }
    var degrees = hue.truncatingRemainder(dividingBy: 360)
    if degrees < 0 { degrees += 360 }
    let hueRadians = degrees * Double.pi / 180
    let y = CIELAB.luminance(fromLightness: tone) * 100
    if let exact = solveLightness(hueRadians: hueRadians, chroma: chroma, y: y) {
      return exact
    }
    return color(linearRGB: gamutBoundary(y: y, hueRadians: hueRadians))
  }

  /// The gray of a tone (tones outside 0…100 clamp to black or white).
  package static func gray(tone: Double) -> ThemeRGBA {
    let clamped = tone.isNaN ? 0 : min(max(tone, 0), 100)
    let channel = SRGB.channel(fromLinear: CIELAB.luminance(fromLightness: clamped))
    return ThemeRGBA(red: channel, green: channel, blue: channel)
  }

  /// Newton's method on J so the colour's luminance Y (0…100) matches `y`; nil when the
  /// colour leaves the sRGB cube. Starts at J = 11·√Y, uses 2·Y(J)/J as the derivative,
  /// and stops after five rounds or within 0.002 of `y` (Material's stopping rule, so the
  /// 8-bit results agree with Material's).
  private static func solveLightness(hueRadians: Double, chroma: Double, y: Double) -> ThemeRGBA? {
    var j = y.squareRoot() * 11
    for round in 0..<5 {
      let (red, green, blue) = CAM16.linearRGB(j: j, chroma: chroma, hueRadians: hueRadians)
      guard red >= 0, green >= 0, blue >= 0 else { return nil }
      let estimate = 0.2126 * red + 0.7152 * green + 0.0722 * blue
      guard estimate > 0 else { return nil }
      if round == 4 || abs(estimate - y) < 0.002 {
        guard red <= 100.01, green <= 100.01, blue <= 100.01 else { return nil }
        return color(linearRGB: (red, green, blue))
      }
      j -= (estimate - y) * j / (2 * estimate)
    }
    return nil
  }

  /// The point of the cube's surface with luminance `y` (0…100) and the given CAM16 hue.
  ///
  /// The plane of constant Y cuts the cube in a convex polygon whose corners lie on cube
  /// edges. Its corners go round in hue order, so the two corners whose hues bracket the
  /// target bound the polygon side holding the answer; bisection along that side finds it.
  private static func gamutBoundary(y: Double, hueRadians target: Double) -> (Double, Double, Double) {
    var corners: [(point: (Double, Double, Double), hue: Double)] = []
    let weights = (0.2126, 0.7152, 0.0722)
    for first in [0.0, 100.0] {
      for second in [0.0, 100.0] {
        let red = (y - first * weights.1 - second * weights.2) / weights.0
        if red >= 0, red <= 100 { corners.append(((red, first, second), 0)) }
        let green = (y - first * weights.0 - second * weights.2) / weights.1
        if green >= 0, green <= 100 { corners.append(((first, green, second), 0)) }
        let blue = (y - first * weights.0 - second * weights.1) / weights.2
        if blue >= 0, blue <= 100 { corners.append(((first, second, blue), 0)) }
      }
    }
    precondition(!corners.isEmpty, "a luminance inside 0…100 always cuts the cube")
    for index in corners.indices {
      let p = corners[index].point
      corners[index].hue = CAM16.hueRadians(linearRed: p.0, green: p.1, blue: p.2)
    }
    // The side runs from the corner with the nearest hue at or before the target (going
    // round) to the corner with the nearest hue after it.
    var start = corners[0]
    var end = corners[0]
    var startGap = Double.infinity
    var endGap = Double.infinity
    for corner in corners {
      let before = positiveAngle(target - corner.hue)
      if before < startGap {
        startGap = before
        start = corner
      }
      let after = positiveAngle(corner.hue - target)
      if after > 0, after < endGap {
        endGap = after
        end = corner
      }
    }
    var low = start.point
    var high = end.point
    let lowHue = start.hue
    for _ in 0..<60 {
      let middle = ((low.0 + high.0) / 2, (low.1 + high.1) / 2, (low.2 + high.2) / 2)
      if middle == low || middle == high { break }
      let middleHue = CAM16.hueRadians(linearRed: middle.0, green: middle.1, blue: middle.2)
      if positiveAngle(middleHue - lowHue) <= positiveAngle(target - lowHue) {
        low = middle
      } else {
        high = middle
      }
    }
    return ((low.0 + high.0) / 2, (low.1 + high.1) / 2, (low.2 + high.2) / 2)
  }

  /// `angle` brought into 0 ≤ angle < 2π.
  private static func positiveAngle(_ angle: Double) -> Double {
    let turn = 2 * Double.pi
    let value = angle.truncatingRemainder(dividingBy: turn)
    return value < 0 ? value + turn : value
  }

  /// The 8-bit colour of linear sRGB on a 0…100 scale, clamped into the cube.
  private static func color(linearRGB: (Double, Double, Double)) -> ThemeRGBA {
    ThemeRGBA(
      red: channel(linearRGB.0), green: channel(linearRGB.1), blue: channel(linearRGB.2))
  }

  private static func channel(_ linear: Double) -> UInt8 {
    let encoded = SRGB.encoded(min(max(linear / 100, 0), 1)) * 255
    return UInt8(min(max(encoded.rounded(), 0), 255))
  }
}
