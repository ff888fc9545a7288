internal import CLibDeflate

/// The one gate to libdeflate: compressing a whole buffer in memory into a zlib stream
/// (RFC 1950), as a PNG's image data is stored.
///
/// libdeflate compresses the buffer in one call, without zlib's streaming state, and at the
/// same level writes about the same size in a quarter to half of zlib's time
/// (docs/benchmark.md). Its levels run from 0 (stored) to 12; 10 to 12 search for optimal parses
/// and are many times slower.
package enum DeflateNative {
  /// libdeflate's levels.
  package static let levels = 0...12

  /// The zlib stream of `input` at `level`, or nil when the compressor cannot be allocated
  /// (or `level` is outside `levels`). The same bytes and level always give the same stream.
  /// The corresponding C functions are `libdeflate_alloc_compressor`,
  /// `libdeflate_zlib_compress` and `libdeflate_free_compressor`.
  package static func zlibCompress(_ input: UnsafeRawBufferPointer, level: Int) -> [UInt8]? {
    guard levels.contains(level), let compressor = libdeflate_alloc_compressor(Int32(level)) else {
      return nil
    }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, input.count)
    var written = 0
    let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
      written = libdeflate_zlib_compress(
        compressor, input.baseAddress, input.count, buffer.baseAddress, bound)
      count = written
    }
    return written > 0 ? output : nil
  }
}
