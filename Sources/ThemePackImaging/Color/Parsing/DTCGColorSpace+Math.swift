import Foundation
import ThemePackSupport

/// The formulas and matrices of `DTCGColorSpace` (CSS Color 4's sample code).
extension DTCGColorSpace {
  package typealias Triple = (Double, Double, Double)

  /// A 3×3 matrix applied to a column of three values.
  package struct Matrix: Sendable {
    package var rows: [[Double]]

    package static func * (matrix: Matrix, value: Triple) -> Triple {
      let v = [value.0, value.1, value.2]
      let out = matrix.rows.map { row in zip(row, v).map(*).reduce(0, +) }
      return (out[0], out[1], out[2])
    }
  }

  package static let toXYZD65 = Matrix(rows: [
    [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
    [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
    [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
  ])
  package static let fromXYZD65 = Matrix(rows: [
    [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
    [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
    [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
  ])
  package static let p3ToXYZ = Matrix(rows: [
    [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
    [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
    [0.0, 0.04511338185890264, 1.043944368900976],
  ])
  package static let a98ToXYZ = Matrix(rows: [
    [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
    [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
    [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
  ])
  package static let rec2020ToXYZ = Matrix(rows: [
    [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
    [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
    [0.0, 0.028072693049087428, 1.060985057710791],
  ])
  package static let prophotoToXYZD50 = Matrix(rows: [
    [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
    [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
    [0.0, 0.0, 0.8251046025104602],
  ])
  /// Bradford chromatic adaptation from D50 to D65.
  package static let d50ToD65 = Matrix(rows: [
    [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
    [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
    [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
  ])
  package static let lmsToXYZ = Matrix(rows: [
    [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
    [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
    [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
  ])
  package static let oklabToLMS = Matrix(rows: [
    [1.0, 0.3963377773761749, 0.2158037573099136],
    [1.0, -0.1055613458156586, -0.0638541728258133],
    [1.0, -0.0894841775298119, -1.2914855480194092],
  ])

  package static func map(_ value: Triple, _ transform: (Double) -> Double) -> Triple {
    (transform(value.0), transform(value.1), transform(value.2))
  }

  /// `transform` of the magnitude, with the sign kept (CSS extends the curves to negatives).
  package static func signed(_ value: Double, _ transform: (Double) -> Double) -> Double {
    value < 0 ? -transform(-value) : transform(value)
  }

  /// The sRGB (and Display P3) transfer function, encoded to linear.
  package static func decode(_ value: Triple) -> Triple {
    map(value) { signed($0) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) } }
  }

  /// Linear to encoded sRGB.
  package static func encode(_ value: Triple) -> Triple {
    map(value) { signed($0) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 } }
  }

  /// `rec2020` as CSS Color 4 decodes it since its 2025-08-19 resolution (colour.js, coloraide
  /// and Sass followed): a pure 2.4 gamma, the BT.1886 display curve. Before it, CSS used
  /// BT.2020's camera curve, which CoreGraphics' `kCGColorSpaceITUR_2020` still uses, so the
  /// same numbers in a `CGColor` of that space can look lighter than the DTCG colour.
  package static func rec2020Linear(_ value: Double) -> Double {
    signed(value) { pow($0, 2.4) }
  }

  package static func cartesian(chroma: Double, hue: Double) -> (Double, Double) {
    let radians = hue * Double.pi / 180
    return (chroma * cos(radians), chroma * sin(radians))
  }

  /// CIE Lab (D50) to XYZ (D50).
  package static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> Triple {
    let kappa = 24389.0 / 27
    let epsilon = 216.0 / 24389
    let f1 = (l + 16) / 116
    let f0 = a / 500 + f1
    let f2 = f1 - b / 200
    let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
    let y = l > kappa * epsilon ? pow(f1, 3) : l / kappa
    let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
    return (x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585)
  }

  package static func oklabToXYZ(_ l: Double, _ a: Double, _ b: Double) -> Triple {
    lmsToXYZ * map(oklabToLMS * (l, a, b)) { $0 * $0 * $0 }
  }

  /// HSL with saturation and lightness from 0 to 1, to encoded sRGB.
  package static func hsl(hue: Double, saturation: Double, lightness: Double) -> Triple {
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }

  /// HWB with whiteness and blackness from 0 to 1, to encoded sRGB.
  package static func hwb(hue: Double, white: Double, black: Double) -> Triple {
    if white + black >= 1 {
      let gray = white / (white + black)
      return (gray, gray, gray)
    }
    return map(hsl(hue: hue, saturation: 1, lightness: 0.5)) { $0 * (1 - white - black) + white }
  }
}
