import ThemePackNative
import ThemePackSupport

/// The PNG row filters (filter method 0: none, sub, up, average, Paeth), applied to packed
/// rows before they are compressed.
///
/// Written here rather than taken from libpng: libpng filters only inside its own writer,
/// which compresses with zlib's streaming deflate, while the encoder compresses the whole
/// filtered image in one libdeflate call.
package enum PNGRowFilter {
  /// The filtered image data of `request`: per row, the filter type byte and then the row's
  /// filtered bytes, `(rowBytes + 1) × height` bytes in all. `.adaptive` chooses per row the
  /// filter whose output has the smallest sum of bytes read as signed magnitudes (libpng's
  /// heuristic); `.automatic` must be resolved by the caller and counts as `.none`.
  package static func apply(_ filter: PNGEncodeOptions.Filter, to request: PNGNative.EncodeRequest) -> [UInt8]
  {
    let rowBytes = request.rowBytes
    let height = request.height
    let stride = rowBytes + 1
    let distance = request.filterDistance
    guard rowBytes > 0, height > 0, request.rows.count >= rowBytes * height else { return [] }
    return request.rows.withUnsafeBufferPointer { rows in
      [UInt8](unsafeUninitializedCapacity: stride * height) { output, count in
        var scratch = [UInt8](repeating: 0, count: filter == .adaptive ? stride : 0)
        for y in 0..<height {
          let row = rows.baseAddress! + y * rowBytes
          let above = y > 0 ? row - rowBytes : nil
          let target = output.baseAddress! + y * stride
          if filter == .adaptive {
            scratch.withUnsafeMutableBufferPointer { trial in
              var best = Int.max
              for type in UInt8(0)...4 {
                apply(
                  type, row: row, above: above, into: trial.baseAddress!, count: rowBytes, distance: distance)
                let cost = signedMagnitude(trial.baseAddress! + 1, count: rowBytes)
                if cost < best {
                  best = cost
                  target.update(from: trial.baseAddress!, count: stride)
                }
              }
            }
          } else {
            apply(typeByte(filter), row: row, above: above, into: target, count: rowBytes, distance: distance)
          }
        }
        count = stride * height
      }
    }
  }

  /// The filter type byte of `filter`.
  package static func typeByte(_ filter: PNGEncodeOptions.Filter) -> UInt8 {
    switch filter {
    case .none, .automatic, .adaptive: return 0
    case .sub: return 1
    case .up: return 2
    case .average: return 3
    case .paeth: return 4
    }
  }

  /// Writes the type byte and the filtered `count` bytes of `row` to `target`; `above` is
  /// the unfiltered row above (nil for the first row, read as zeros).
  private static func apply(
    _ type: UInt8, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?,
    into target: UnsafeMutablePointer<UInt8>, count: Int, distance: Int
  ) {
    target[0] = type
    let out = target + 1
    let lead = min(distance, count)
    switch (type, above) {
    case (1, _), (4, .none):  // Paeth of (left, 0, 0) is left: sub.
      out.update(from: row, count: lead)
      for index in lead..<count { out[index] = row[index] &- row[index - distance] }
    case (2, let above?):
      for index in 0..<count { out[index] = row[index] &- above[index] }
    case (3, let above?):
      for index in 0..<lead { out[index] = row[index] &- above[index] >> 1 }
      for index in lead..<count {
        out[index] = row[index] &- UInt8((UInt16(row[index - distance]) + UInt16(above[index])) >> 1)
      }
    case (3, .none):
      out.update(from: row, count: lead)
      for index in lead..<count { out[index] = row[index] &- row[index - distance] >> 1 }
    case (4, let above?):
      // Paeth of (0, up, 0) is up.
      for index in 0..<lead { out[index] = row[index] &- above[index] }
      for index in lead..<count {
        out[index] = row[index] &- paeth(row[index - distance], above[index], above[index - distance])
      }
    default:  // none, and up on the first row
      out.update(from: row, count: count)
    }
  }

  /// The Paeth predictor: whichever of left, up and upper-left is nearest to left + up −
  /// upper-left, preferring them in that order on ties.
  @inline(__always)
  private static func paeth(_ left: UInt8, _ up: UInt8, _ upperLeft: UInt8) -> UInt8 {
    let base = Int16(left) + Int16(up) - Int16(upperLeft)
    let toLeft = abs(base - Int16(left))
    let toUp = abs(base - Int16(up))
    let toUpperLeft = abs(base - Int16(upperLeft))
    if toLeft <= toUp && toLeft <= toUpperLeft { return left }
    return toUp <= toUpperLeft ? up : upperLeft
  }

  /// The sum of `count` bytes read as signed values, by magnitude.
  private static func signedMagnitude(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
    var sum = 0
    for index in 0..<count { sum += Int(Int8(bitPattern: bytes[index]).magnitude) }
    return sum
  }
}
