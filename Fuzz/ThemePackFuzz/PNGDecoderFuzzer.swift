#if THEMEPACK_FUZZ
  import ThemePack

  @_extern(c, "LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = count > 0 && start != nil ? Array(UnsafeBufferPointer(start: start, count: count)) : []
    _ = try? PNGDecoder.decode(bytes, file: "fuzz.png")
    return 0
  }

  @main enum PNGDecoderFuzzer {
    static func main() {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      _ = runFuzzerDriver(&argc, &argv, fuzzOneInput)
    }
  }
#else
  @main enum PNGDecoderFuzzer {
    static func main() { print("build with 'make fuzz'") }
  }
#endif
