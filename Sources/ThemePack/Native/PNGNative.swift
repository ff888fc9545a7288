internal import CPNGBridge

/// The one gate from the codec to libpng (through our setjmp bridge).
///
/// It speaks only its own small types and raw PNG codes; `PNGDecoder` and `PNGTuner` map
/// them to the codec's `PNGHeader`, `PNGColorType` and `PNGError`.
enum PNGNative {
  /// The bounds libpng checks before it allocates anything.
  struct Limits {
    var maxWidth: Int
    var maxHeight: Int
    var maxPixels: Int
    var maxChunkBytes: Int
  }

  /// Decoded RGBA8 pixels with the stored format of the file (its IHDR).
  struct Decoded {
    var width: Int
    var height: Int
    /// The PNG colour type code (0, 2, 3, 4 or 6 in a valid file).
    var colorType: Int
    var bitDepth: Int
    var interlaced: Bool
    var hasTransparencyChunk: Bool
    var pixels: [UInt8]
  }

  /// Why libpng refused, with its own text.
  struct Failure: Error {
    enum Status {
      case notPNG
      case limitExceeded
      case outOfMemory
      /// Any other problem of the data (decoding) or of the request (encoding).
      case failed
    }

    var status: Status
    /// libpng's message, possibly empty.
    var message: String
  }

  /// Packed rows of one image with the PNG format they are in: what the encoder filters and
  /// compresses, and whose header fields `write` puts in the file.
  struct EncodeRequest {
    var width: Int
    var height: Int
    /// The PNG colour type code of `rows`.
    var colorType: Int
    var bitDepth: Int
    var rowBytes: Int
    /// `height` rows of `rowBytes` each, unfiltered.
    var rows: [UInt8]
    var palette: [UInt8] = []
    var paletteAlpha: [UInt8] = []
    var writeSRGB: Bool

    /// The distance in bytes to the same sample of the pixel to the left, as the PNG filters
    /// use it: bytes per pixel, rounded up to one.
    var filterDistance: Int {
      let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
      return max(1, channels * bitDepth / 8)
    }
  }

  /// Decodes `bytes` to RGBA8. The corresponding C function is `CPNGBridge_decode`.
  static func decode(_ bytes: [UInt8], limits: Limits) -> Result<Decoded, Failure> {
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
        CPNGBridge_decode(
          buffer.baseAddress, buffer.count, &cLimits, &header, &pixels, text.baseAddress)
      }
    }
    defer { CPNGBridge_free(pixels) }
    guard status == CPNGBridge_ok, let pixels else {
      let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      return .failure(Failure(status: self.status(status), message: reason))
    }
    let width = Int(header.width)
    let height = Int(header.height)
    let copy = [UInt8](UnsafeBufferPointer(start: pixels, count: width * height * 4))
    return .success(
      Decoded(
        width: width, height: height, colorType: Int(header.colorType), bitDepth: Int(header.bitDepth),
        interlaced: header.interlaced != 0, hasTransparencyChunk: header.hasTransparencyChunk != 0,
        pixels: copy))
  }

  /// The PNG file of `request`'s header fields and `imageData`, the zlib stream of its
  /// filtered rows, as one IDAT chunk. The corresponding C function is `CPNGBridge_write`.
  static func write(_ request: EncodeRequest, imageData: [UInt8]) -> Result<[UInt8], Failure> {
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
  static var libpngVersion: String { String(cString: CPNGBridge_libpngVersion()) }

  private static func status(_ status: CPNGBridge_Status) -> Failure.Status {
    switch status {
    case CPNGBridge_notPNG: return .notPNG
    case CPNGBridge_limitExceeded: return .limitExceeded
    case CPNGBridge_outOfMemory: return .outOfMemory
    default: return .failed
    }
  }
}
