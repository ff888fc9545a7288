import CPNGTestWriter

/// zlib through the test-only C target: compress raw scanlines, read back filter bytes.
package enum Zlib {
  /// The zlib stream of `bytes`.
  package static func deflate(_ bytes: [UInt8]) -> [UInt8] {
    var output: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    let status = bytes.withUnsafeBufferPointer {
      CPNGTestWriter_deflate($0.baseAddress, $0.count, &output, &size)
    }
    defer { CPNGTestWriter_free(output) }
    precondition(status == 0, "zlib could not compress")
    return Array(UnsafeBufferPointer(start: output!, count: size))
  }

  /// The filter byte of each row of a non-interlaced image's IDAT stream, or nil when
  /// the stream does not inflate to exactly `rows` × (`rowBytes` + 1) bytes.
  package static func rowFilters(_ stream: [UInt8], rowBytes: Int, rows: Int) -> [UInt8]? {
    var filters = [UInt8](repeating: 0, count: rows)
    let status = stream.withUnsafeBufferPointer { input in
      filters.withUnsafeMutableBufferPointer { output in
        CPNGTestWriter_rowFilters(input.baseAddress, input.count, rowBytes, rows, output.baseAddress)
      }
    }
    return status == 0 ? filters : nil
  }
}
