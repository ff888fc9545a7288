import Foundation
import Testing

/// Type-checks Swift files against the `ThemePackClient` module of this build, as an app
/// that imports the client would: the toolchain's `swiftc -typecheck` with the build's
/// `Modules/` folder and the module maps of the C libraries the client imports.
struct SwiftTypeChecker {
  /// What one `swiftc` run gave.
  struct Result {
    var status: Int32
    var diagnostics: String
  }

  /// Why the checker cannot run.
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
  }

  /// The build products folder: the one that holds the `themepack` the tests run, with
  /// `Modules/ThemePackClient.swiftmodule` beside it (debug or release, any triple).
  static var productsFolder: URL { ThemePackBinary.url.deletingLastPathComponent() }

  /// `swiftc` from `PATH` (where `swift test` runs, it sits next to `swift`).
  static func compiler() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw Unavailable(
      description: "no 'swiftc' on PATH '\(path)': put the Swift toolchain's bin folder on PATH")
  }

  /// The arguments that let `import ThemePackClient` load: the build's modules and every
  /// module map of a C target (the system libraries under `Sources/`, and the ones SwiftPM
  /// writes for C targets into `<Target>.build/`).
  static func moduleArguments() throws -> [String] {
    let modules = productsFolder.appendingPathComponent("Modules")
    let client = modules.appendingPathComponent("ThemePackClient.swiftmodule")
    guard FileManager.default.fileExists(atPath: client.path) else {
      throw Unavailable(
        description: "no '\(client.path)': build the package first (swift build --build-tests)")
    }
    var maps: [String] = []
    let sources = ThemePackBinary.repositoryRoot.appendingPathComponent("Sources")
    for folder in [sources, productsFolder] {
      // `<Target>-tool.build/` is the same target built for the plugin's host tool: the same
      // module again, which clang refuses as a redefinition.
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      where !name.hasSuffix("-tool.build") {
        let map = folder.appendingPathComponent(name).appendingPathComponent("module.modulemap")
        if FileManager.default.fileExists(atPath: map.path) { maps.append(map.path) }
      }
    }
    return [
      "-I", modules.path, "-module-cache-path", productsFolder.appendingPathComponent("ModuleCache").path,
    ]
      + maps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0] }
  }

  /// Type-checks `files` together as one module.
  static func typecheck(_ files: [String]) throws -> Result {
    let process = Process()
    process.executableURL = try compiler()
    process.arguments = ["-typecheck", "-swift-version", "6"] + (try moduleArguments()) + files
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, diagnostics: String(decoding: output, as: UTF8.self))
  }
}
