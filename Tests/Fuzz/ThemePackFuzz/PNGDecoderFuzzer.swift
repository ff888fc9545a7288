#if THEMEPACK_FUZZ
  import Foundation
  import ThemePackImaging

  /// One fuzz input: decode it; when it decodes, the result must be a well-formed image that
  /// survives an encode/decode round trip unchanged. A broken promise stops the fuzzer.
  enum PNGDecoderFuzzer {
    static func fuzz(_ bytes: [UInt8]) {
      let limits = PNGLimits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 20, maxChunkBytes: 1 << 20)
      do {
        let decoded = try PNGDecoder.decode(bytes, file: "fuzz.png", limits: limits)
        let image = decoded.image
        precondition(image.pixels.count == image.width * image.height * 4, "pixel buffer size")
        precondition(decoded.header.width == image.width && decoded.header.height == image.height)
        let encoded = try PNGEncoder.encode(image, options: PNGEncodeOptions(compressionLevel: 1))
        let again = try PNGDecoder.decode(encoded, file: "again.png", limits: limits)
        precondition(again.image == image, "encode/decode round trip changed pixels")
      } catch {
        precondition(error.kind != .encode, "could not encode a decoded image: \(error)")
        let text = error.description
        precondition(text.hasPrefix("cannot decode 'fuzz.png': ") && !error.reason.isEmpty, text)
        precondition(!text.contains("\n"), "multi-line message: \(text)")
      }
    }
  }
#endif
