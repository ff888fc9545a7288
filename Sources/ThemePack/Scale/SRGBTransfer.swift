import Foundation

/// The sRGB transfer function between 8-bit encoded values and linear light.
///
/// Decoding uses a 256-entry table of the exact IEC 61966-2-1 curve. Encoding is the exact
/// inverse curve followed by one rounding, `q(x) = floor(255·encode(x) + 0.5)`; it is computed
/// by a binary search over the 255 linear values where that rounding changes, which gives the
/// same code as evaluating the curve and is much faster than a `pow` per channel.
enum SRGBTransfer {
  /// Linear light for each 8-bit sRGB code.
  static let decodeTable: [Float] = (0...255).map { Float(decode(Double($0) / 255)) }

  /// `thresholds[k]` is the linear value at which the encoded code steps from `k` to `k + 1`:
  /// `decode((k + 0.5) / 255)`, kept in `Double` so the boundary is the exact one.
  static let thresholds: [Double] = (0..<255).map { decode((Double($0) + 0.5) / 255) }

  /// The exact sRGB decoding curve, `c` in 0…1.
  static func decode(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// The exact sRGB encoding curve, `l` in 0…1.
  static func encode(_ l: Double) -> Double {
    l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
  }

  /// The 8-bit code of linear value `linear`: `q(255·encode(linear))`, clamped to 0…255.
  /// `table` must be `thresholds`, passed in so hot loops read it without re-fetching.
  @inline(__always)
  static func encodeByte(_ linear: Float, table: UnsafeBufferPointer<Double>) -> UInt8 {
    let value = Double(linear)
    var low = 0
    var high = 255
    // The answer stays in low...high.
    while low < high {
      let middle = (low + high) >> 1
      if value >= table[middle] { low = middle + 1 } else { high = middle }
    }
    return UInt8(low)
  }

  /// The 8-bit code of linear value `linear`; convenience for code outside hot loops.
  static func encodeByte(_ linear: Float) -> UInt8 {
    thresholds.withUnsafeBufferPointer { encodeByte(linear, table: $0) }
  }
}
