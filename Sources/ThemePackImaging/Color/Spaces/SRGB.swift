import Foundation
import ThemePackSupport

/// The sRGB transfer function and its link to CIE XYZ (D65), shared by every colour space here.
///
/// Encoded and linear values are fractions 0…1; XYZ is scaled so white has Y = 1.
package enum SRGB {
  /// Linear-light value of an encoded fraction (IEC 61966-2-1, threshold 0.04045).
  package static func linear(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  /// Linear-light value of an 8-bit channel, from a table.
  @inline(__always)
  package static func linear(_ channel: UInt8) -> Double {
    linearTable[Int(channel)]
  }

  /// Encoded fraction of a linear-light value (not clamped).
  package static func encoded(_ linear: Double) -> Double {
    linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  /// The 8-bit channel of a linear-light value: `q(encoded(linear))`, clamped to 0…255.
  ///
  /// Found from tables instead of a `pow` per call: the linear values of the 255 rounding
  /// boundaries, and how many of them lie below each of 4096 equal slices of 0…1. sRGB
  /// encoding rises at most 12.92 per unit, so a slice holds at most one boundary and one
  /// comparison finishes the job. Agrees with `q(encoded(linear))` except within a rounding
  /// error of a boundary.
  @inline(__always)
  package static func channel(fromLinear linear: Double) -> UInt8 {
    guard linear > 0 else { return 0 }
    guard linear < 1 else { return 255 }
    let slice = Int(linear * Double(sliceCount))
    let below = Int(boundariesBelowSlice[slice])
    return UInt8(below + (encodingBoundaries[below] <= linear ? 1 : 0))
  }

  /// `q(x) = clamp(floor(x·255 + 0.5), 0, 255)`, the one rounding ThemePack uses.
  @inline(__always)
  package static func quantize(_ fraction: Double) -> UInt8 {
    let scaled = (fraction * 255 + 0.5).rounded(.down)
    if !(scaled > 0) { return 0 }
    if scaled >= 255 { return 255 }
    return UInt8(scaled)
  }

  /// CIE XYZ (white Y = 1) of linear sRGB.
  package static func xyz(linearRed red: Double, green: Double, blue: Double) -> (
    x: Double, y: Double, z: Double
  ) {
    let (x, y, z) = toXYZ.apply(red, green, blue)
    return (x, y, z)
  }

  /// Linear sRGB of CIE XYZ (white Y = 1); values outside 0…1 are out of gamut.
  package static func linearRGB(x: Double, y: Double, z: Double) -> (
    red: Double, green: Double, blue: Double
  ) {
    let (red, green, blue) = fromXYZ.apply(x, y, z)
    return (red, green, blue)
  }

  /// XYZ of sRGB white (D65): the row sums of the conversion matrix, so white maps to
  /// a* = b* = 0 exactly.
  package static let whitePoint: (x: Double, y: Double, z: Double) = xyz(
    linearRed: 1, green: 1, blue: 1)

  /// The sRGB to XYZ matrix from the sRGB primaries and D65 (the precision Material uses).
  package static let toXYZ = Matrix3([
    [0.41233895, 0.35762064, 0.18051042],
    [0.2126, 0.7152, 0.0722],
    [0.01932141, 0.11916382, 0.95034478],
  ])

  package static let fromXYZ = toXYZ.inverse

  private static let linearTable: [Double] = (0...255).map { linear(Double($0) / 255) }

  /// Entry `i` is the linear value at which `q` steps from `i` to `i + 1`; a final +∞ keeps
  /// lookups in range.
  private static let encodingBoundaries: [Double] =
    (0..<255).map { linear((Double($0) + 0.5) / 255) } + [.infinity]

  private static let sliceCount = 4096

  /// Entry `k` counts the boundaries at or below `k / sliceCount`.
  private static let boundariesBelowSlice: [UInt8] = (0..<sliceCount).map { slice in
    let start = Double(slice) / Double(sliceCount)
    return UInt8(encodingBoundaries.prefix(255).filter { $0 <= start }.count)
  }
}
