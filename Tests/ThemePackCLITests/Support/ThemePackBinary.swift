import Foundation
import Testing

/// Runs the built `themepack` executable, as a user would, and captures what it printed.
struct ThemePackBinary {
  /// What one run printed and returned.
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The executable next to the test bundle (swift test builds every product first).
  static var url: URL {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("themepack"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("themepack"),
      Bundle.main.bundleURL.appendingPathComponent("themepack"),
      repositoryRoot.appendingPathComponent(".build/debug/themepack"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[3]
  }

  /// The repository checkout these tests belong to.
  static var repositoryRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  /// Runs `themepack arguments…` in `directory` with extra environment variables.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var merged = ProcessInfo.processInfo.environment
    merged["NO_COLOR"] = "1"
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes while the process runs so a large output cannot block it.
    let group = DispatchGroup()
    nonisolated(unsafe) var outputData = Data()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    process.waitUntilExit()
    group.wait()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
