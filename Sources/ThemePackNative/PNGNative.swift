internal import CPNGBridge

/// The one gate from the codec to libpng (through our setjmp bridge).
///
/// It speaks only its own small types and raw PNG codes; `PNGDecoder` and `PNGTuner` map
/// them to the codec's `PNGHeader`, `PNGColorType` and `PNGError`.
package enum PNGNative {
  /// The bounds libpng checks before it allocates anything.
  package struct Limits {
    package var maxWidth: Int
    package var maxHeight: Int
    package var maxPixels: Int
    package var maxChunkBytes: Int

    package init(maxWidth: Int, maxHeight: Int, maxPixels: Int, maxChunkBytes: Int) {
      self.maxWidth = maxWidth
      self.maxHeight = maxHeight
      self.maxPixels = maxPixels
      self.maxChunkBytes = maxChunkBytes
    }
  }

  /// Decoded RGBA8 pixels with the stored format of the file (its IHDR).
  package struct Decoded {
    package var width: Int
    package var height: Int
    /// The PNG colour type code (0, 2, 3, 4 or 6 in a valid file).
    package var colorType: Int
    package var bitDepth: Int
    package var interlaced: Bool
    package var hasTransparencyChunk: Bool
    package var pixels: [UInt8]
  }

  /// Why libpng refused, with its own text.
  package struct Failure: Error {
    package enum Status {
      case notPNG
      case limitExceeded
      case outOfMemory
      /// Any other problem of the data (decoding) or of the request (encoding).
      case failed
    }

    package var status: Status
    /// libpng's message, possibly empty.
    package var message: String
  }

  /// Packed rows of one image with the PNG format they are in: what the encoder filters and
  /// compresses, and whose header fields `write` puts in the file.
  package struct EncodeRequest {
    package var width: Int
    package var height: Int
    /// The PNG colour type code of `rows`.
    package var colorType: Int
    package var bitDepth: Int
    package var rowBytes: Int
    /// `height` rows of `rowBytes` each, unfiltered.
    package var rows: [UInt8]
    package var palette: [UInt8] = []
    package var paletteAlpha: [UInt8] = []
    package var writeSRGB: Bool

    package init(
      width: Int, height: Int, colorType: Int, bitDepth: Int, rowBytes: Int, rows: [UInt8],
      palette: [UInt8] = [], paletteAlpha: [UInt8] = [], writeSRGB: Bool
    ) {
      self.width = width
      self.height = height
      self.colorType = colorType
      self.bitDepth = bitDepth
      self.rowBytes = rowBytes
      self.rows = rows
      self.palette = palette
      self.paletteAlpha = paletteAlpha
      self.writeSRGB = writeSRGB
    }

    /// The distance in bytes to the same sample of the pixel to the left, as the PNG filters
    /// use it: bytes per pixel, rounded up to one.
    package var filterDistance: Int {
      let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
      return max(1, channels * bitDepth / 8)
    }
  }

  /// Decodes `bytes` to RGBA8. The corresponding C function is `CPNGBridge_decode`.
  package static func decode(_ bytes: [UInt8], limits: Limits) -> Result<Decoded, Failure> {
    decode(bytes, limits: limits, reducingSixteenBits: nil)
  }

  /// Decodes `bytes` to RGBA8; a 16-bit file is handed to `reduce` at full depth instead of
  /// being scaled (native-endian RGBA16, 4 samples a pixel, valid only during the call),
  /// and `reduce` returns its RGBA8 pixels, or nil to fail the decode (status `.failed`;
  /// the caller keeps its own reason). Memory: the 16-bit buffer
  /// (8 bytes a pixel) and the RGBA8 result live together, nothing else is copied. The
  /// corresponding C function is `CPNGBridge_decodeWide`.
  package static func decode(
    _ bytes: [UInt8], limits: Limits,
    reducingSixteenBits reduce: ((UnsafeBufferPointer<UInt16>) -> [UInt8]?)?
  ) -> Result<Decoded, Failure> {
    // libpng reads a chunk limit of 0 as "no limit"; 1 keeps a zero or negative limit tight.
    var cLimits = CPNGBridge_Limits(
      maxWidth: UInt32(clamping: limits.maxWidth), maxHeight: UInt32(clamping: limits.maxHeight),
      maxPixels: UInt64(clamping: limits.maxPixels),
      maxChunkBytes: UInt64(clamping: max(1, limits.maxChunkBytes)))
    var header = CPNGBridge_Header()
    var pixels: UnsafeMutablePointer<UInt8>? = nil
    var message = [CChar](repeating: 0, count: Int(CPNGBRIDGE_MESSAGE_SIZE))
    let status = bytes.withUnsafeBufferPointer { buffer in
      message.withUnsafeMutableBufferPointer { text in
        CPNGBridge_decodeWide(
          buffer.baseAddress, buffer.count, &cLimits, reduce == nil ? 0 : 1, &header, &pixels,
          text.baseAddress)
      }
    }
    defer { CPNGBridge_free(pixels) }
    guard status == CPNGBridge_ok, let pixels else {
      let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      return .failure(Failure(status: self.status(status), message: reason))
    }
    let width = Int(header.width)
    let height = Int(header.height)
    let rgba: [UInt8]
    if let reduce, header.bitDepth == 16 {
      let wide = UnsafeRawPointer(pixels).bindMemory(to: UInt16.self, capacity: width * height * 4)
      guard let reduced = reduce(UnsafeBufferPointer(start: wide, count: width * height * 4)) else {
        return .failure(Failure(status: .failed, message: "the 16-bit samples could not be reduced"))
      }
      rgba = reduced
    } else {
      rgba = [UInt8](UnsafeBufferPointer(start: pixels, count: width * height * 4))
    }
    return .success(
      Decoded(
        width: width, height: height, colorType: Int(header.colorType), bitDepth: Int(header.bitDepth),
        interlaced: header.interlaced != 0, hasTransparencyChunk: header.hasTransparencyChunk != 0,
        pixels: rgba))
  }

  /// The PNG file of `request`'s header fields and `imageData`, the zlib stream of its
  /// filtered rows, as one IDAT chunk. The corresponding C function is `CPNGBridge_write`.
  package static func write(_ request: EncodeRequest, imageData: [UInt8]) -> Result<[UInt8], Failure> {
    var output: UnsafeMutablePointer<UInt8>? = nil
    var outputSize = 0
    var message = [CChar](repeating: 0, count: Int(CPNGBRIDGE_MESSAGE_SIZE))
    let status = imageData.withUnsafeBufferPointer { data in
      request.palette.withUnsafeBufferPointer { palette in
        request.paletteAlpha.withUnsafeBufferPointer { alpha in
          message.withUnsafeMutableBufferPointer { text in
            var input = CPNGBridge_WriteInput(
              width: UInt32(clamping: request.width), height: UInt32(clamping: request.height),
              colorType: Int32(request.colorType), bitDepth: Int32(request.bitDepth),
              palette: palette.baseAddress, paletteCount: Int32(request.palette.count / 3),
              paletteAlpha: alpha.baseAddress, paletteAlphaCount: Int32(request.paletteAlpha.count),
              writeSRGB: request.writeSRGB ? 1 : 0, imageData: data.baseAddress,
              imageDataSize: data.count)
            return CPNGBridge_write(&input, &output, &outputSize, text.baseAddress)
          }
        }
      }
    }
    defer { CPNGBridge_free(output) }
    guard status == CPNGBridge_ok, let output else {
      let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      return .failure(Failure(status: self.status(status), message: reason))
    }
    return .success([UInt8](UnsafeBufferPointer(start: output, count: outputSize)))
  }

  /// libpng's run-time version.
  package static var libpngVersion: String { String(cString: CPNGBridge_libpngVersion()) }

  private static func status(_ status: CPNGBridge_Status) -> Failure.Status {
    switch status {
    case CPNGBridge_notPNG: return .notPNG
    case CPNGBridge_limitExceeded: return .limitExceeded
    case CPNGBridge_outOfMemory: return .outOfMemory
    default: return .failed
    }
  }
}
