import Foundation
import ThemePackSupport

/// The sRGB transfer function between 8-bit encoded values and linear light.
///
/// Decoding uses a 256-entry table of the exact IEC 61966-2-1 curve. Encoding is the exact
/// inverse curve followed by one rounding, `q(x) = floor(255·encode(x) + 0.5)`; it is computed
/// by comparing against the 255 linear values where that rounding changes (found through a
/// bucket table), which gives the same code as evaluating the curve and is much faster than a
/// `pow` per channel.
package enum SRGBTransfer {
  /// Linear light for each 8-bit sRGB code.
  package static let decodeTable: [Float] = (0...255).map { Float(SRGB.linear(Double($0) / 255)) }

  /// `thresholds[k]` is the linear value at which the encoded code steps from `k` to `k + 1`:
  /// `SRGB.linear((k + 0.5) / 255)`, kept in `Double` so the boundary is the exact one.
  package static let thresholds: [Double] = (0..<255).map { SRGB.linear((Double($0) + 0.5) / 255) }

  /// Buckets of linear light for `encodeByte`: `bucketStart[b]` is the code of `b / bucketCount`,
  /// so a value in bucket `b` needs at most a step or two up from there.
  package static let bucketCount = 4096
  package static let bucketStart: [UInt8] = (0...bucketCount).map { bucket in
    let value = Double(bucket) / Double(bucketCount)
    return UInt8(thresholds.lastIndex { value >= $0 }.map { $0 + 1 } ?? 0)
  }

  /// The 8-bit code of linear value `linear`: `q(255·encode(linear))`, clamped to 0…255.
  /// `table` and `buckets` must be `thresholds` and `bucketStart`, passed in so hot loops
  /// read them without re-fetching.
  @inline(__always)
  package static func encodeByte(
    _ linear: Float, table: UnsafeBufferPointer<Double>, buckets: UnsafeBufferPointer<UInt8>
  ) -> UInt8 {
    let clamped = min(max(linear, 0), 1)
    let value = Double(clamped)
    var code = Int(buckets[Int(clamped * Float(bucketCount))])
    while code < 255 && value >= table[code] { code += 1 }
    return UInt8(code)
  }

  /// The 8-bit code of linear value `linear`; convenience for code outside hot loops.
  package static func encodeByte(_ linear: Float) -> UInt8 {
    thresholds.withUnsafeBufferPointer { table in
      bucketStart.withUnsafeBufferPointer { encodeByte(linear, table: table, buckets: $0) }
    }
  }
}
