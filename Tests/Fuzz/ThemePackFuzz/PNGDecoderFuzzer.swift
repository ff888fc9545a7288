#if THEMEPACK_FUZZ
  import Foundation
  import ThemePack

  @_extern(c, "LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// One fuzz input: decode it; when it decodes, the result must be a well-formed image that
  /// survives an encode/decode round trip unchanged. A broken promise stops the fuzzer.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = count > 0 && start != nil ? Array(UnsafeBufferPointer(start: start, count: count)) : []
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
    return 0
  }

  /// `ThemePackFuzz --make-seeds DIR` writes the seed corpus; anything else runs libFuzzer.
  @main enum PNGDecoderFuzzer {
    static func main() {
      let arguments = CommandLine.arguments
      if arguments.count == 3 && arguments[1] == "--make-seeds" {
        exit(SeedCorpus.write(to: arguments[2]))
      }
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
    }
  }
#else
  /// Stub so `swift build` works; `make fuzz` builds the real fuzzer.
  @main enum PNGDecoderFuzzer {
    static func main() { print("ThemePackFuzz: build and run it with 'make fuzz'") }
  }
#endif
