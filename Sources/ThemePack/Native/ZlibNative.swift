internal import CZlib

/// The one gate to zlib: inflating a zlib stream (RFC 1950 around RFC 1951 deflate), such
/// as the ICC profile inside a PNG `iCCP` chunk. zlib is linked already, for libpng.
enum ZlibNative {
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
  static func inflate(_ stream: [UInt8], limit: Int) -> [UInt8]? {
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
}
