internal import CZlib

/// The one gate to zlib: inflating a zlib stream (RFC 1950 around RFC 1951 deflate), such
/// as the ICC profile inside a PNG `iCCP` chunk, and deflating with the strategies
/// libdeflate does not have (filtered, Huffman-only, RLE). zlib is linked already, for libpng.
package enum ZlibNative {
  /// Output is inflated through a buffer of this many bytes (or of `limit` + 1, if fewer).
  private static let chunkBytes = 32 * 1024

  /// The decompressed bytes of the zlib stream `stream`, or nil when the stream is
  /// malformed (a bad header, bad deflate data, a wrong Adler-32 check, a preset
  /// dictionary), ends before its end, or inflates to more than `limit` bytes.
  ///
  /// The output is refused as soon as it passes `limit`, so no more than `limit` bytes of
  /// output are ever held (plus one buffer of `chunkBytes`, and zlib's own window).
  /// Bytes after the end of the stream are ignored.
  /// The corresponding C functions are `inflateInit`, `inflate` and `inflateEnd`.
  package static func inflate(_ stream: [UInt8], limit: Int) -> [UInt8]? {
    guard limit >= 0, let inputBytes = UInt32(exactly: stream.count) else { return nil }
    var state = z_stream()
    guard CZlib_inflateInit(&state) == Z_OK else { return nil }
    defer { inflateEnd(&state) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(chunkBytes, limit + 1))
    let finished = stream.withUnsafeBufferPointer { input -> Bool in
      state.next_in = input.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
      state.avail_in = inputBytes
      while true {
        let (status, produced) = chunk.withUnsafeMutableBufferPointer { buffer in
          state.next_out = buffer.baseAddress
          state.avail_out = UInt32(buffer.count)
          let status = CZlib.inflate(&state, Z_NO_FLUSH)
          return (status, buffer.count - Int(state.avail_out))
        }
        guard status == Z_OK || status == Z_STREAM_END, produced <= limit - output.count else {
          return false
        }
        if output.count + produced > output.capacity {
          output.reserveCapacity(min(limit, max(output.count + produced, 2 * output.capacity)))
        }
        output += chunk[0..<produced]
        if status == Z_STREAM_END { return true }
      }
    }
    return finished ? output : nil
  }

  /// The zlib stream of `input` at `level` (0–9) with zlib's `strategy` (0 default,
  /// 1 filtered, 2 Huffman-only, 3 RLE), a 32 KB window and the largest hash table, or nil
  /// when zlib refuses (an invalid level or strategy, no memory).
  /// The corresponding C functions are `deflateInit2`, `deflate` and `deflateEnd`.
  package static func deflate(_ input: UnsafeRawBufferPointer, level: Int, strategy: Int) -> [UInt8]? {
    guard let inputBytes = UInt32(exactly: input.count) else { return nil }
    var state = z_stream()
    guard CZlib_deflateInit(&state, Int32(level), Int32(strategy)) == Z_OK else { return nil }
    defer { deflateEnd(&state) }
    let bound = Int(deflateBound(&state, uLong(input.count)))
    guard let outputBytes = UInt32(exactly: bound) else { return nil }
    var finished = false
    let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
      state.next_in = input.baseAddress.map {
        UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: UInt8.self))
      }
      state.avail_in = inputBytes
      state.next_out = buffer.baseAddress
      state.avail_out = outputBytes
      finished = CZlib.deflate(&state, Z_FINISH) == Z_STREAM_END
      count = finished ? bound - Int(state.avail_out) : 0
    }
    return finished ? output : nil
  }
}
