#if THEMEPACK_FUZZ
  import Foundation

  @_extern(c, "LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The target `THEMEPACK_FUZZ_TARGET` names (default `png`), read once.
  let selectedTarget = FuzzTarget(
    rawValue: ProcessInfo.processInfo.environment["THEMEPACK_FUZZ_TARGET"] ?? "png")

  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = count > 0 && start != nil ? Array(UnsafeBufferPointer(start: start, count: count)) : []
    selectedTarget?.fuzz(bytes)
    return 0
  }

  /// `THEMEPACK_FUZZ_TARGET=T ThemePackFuzz --make-seeds DIR` writes target T's seed corpus;
  /// anything else runs libFuzzer on target T (`png`, `zip`, `json`, `index`).
  @main enum FuzzMain {
    static func main() {
      guard let target = selectedTarget else {
        print(
          "THEMEPACK_FUZZ_TARGET must be one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))"
        )
        exit(64)
      }
      let arguments = CommandLine.arguments
      if arguments.count == 3 && arguments[1] == "--make-seeds" {
        exit(target.writeSeeds(to: arguments[2]))
      }
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
    }
  }
#else
  /// Stub so `swift build` works; `make fuzz` builds the real fuzzer.
  @main enum FuzzMain {
    static func main() { print("ThemePackFuzz: build and run it with 'make fuzz'") }
  }
#endif
