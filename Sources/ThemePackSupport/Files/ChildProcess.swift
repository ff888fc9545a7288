import Foundation
import ThemePackNative

/// Runs another program to its end with a deadline: what the PDF masters are drawn with
/// (poppler's `pdftocairo`), kept in its own process so a crash or a hang on a hostile file
/// costs one error line, never the build.
package enum ChildProcess {
  /// How a run ended.
  package struct FinishedRun: Sendable {
    package var status: Int32
    package var output: [UInt8]
    package var errors: String
  }

  /// Why a run gave no result.
  package enum Failure: Error {
    /// The program is on no folder of `PATH` (nor at the absolute path given).
    case notFound(String)
    /// The program ran past `timeout` seconds and was killed.
    case timedOut(seconds: Double)
    /// The program could not be started.
    case notStarted(String)
  }

  /// The path of `program` on `PATH`, or nil.
  package static func locate(_ program: String) -> String? {
    if program.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = folder + "/" + program
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `program` with `arguments` in `folder`, with a small fixed environment (the locale
  /// is C, so messages never change with the user's), killed after `timeout` seconds. With a
  /// `memoryLimit` (bytes) the program's address space is capped there, so an allocation past
  /// it fails inside the program instead of taking the machine's memory. `passing` names
  /// variables of this process's environment the program gets too (git needs the user's
  /// `HOME` for its configuration, such as CI's `safe.directory`).
  package static func run(
    _ program: String, _ arguments: [String], in folder: String, timeout: Double, memoryLimit: Int? = nil,
    passing: (String) -> Bool = { _ in false }
  ) throws(Failure) -> FinishedRun {
    guard let executable = locate(program) else { throw .notFound(program) }
    let process = Process()
    if let memoryLimit {
      // Foundation's Process sets no resource limits; the POSIX shell's `ulimit -v` (KiB)
      // does, then becomes the program with `exec`. Where a lower hard limit is set already,
      // `ulimit` cannot raise it and that limit stays: the program runs either way.
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", "ulimit -v \(max(1, memoryLimit / 1024)) 2>/dev/null; exec \"$0\" \"$@\"", executable]
        + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    }
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let passed = ProcessInfo.processInfo.environment.filter { passing($0.key) }
    process.environment = passed.merging(["PATH": "/usr/bin:/bin", "LC_ALL": "C"]) { _, fixed in fixed }
      .merging(["HOME": folder]) { inherited, _ in inherited }
    let (output, errors) = (Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    do {
      try process.run()
    } catch {
      throw .notStarted("\(error)")
    }
    let collected = Collected()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      collected.output = output.fileHandleForReading.readDataToEndOfFile()
    }
    DispatchQueue.global().async(group: group) {
      collected.errors = errors.fileHandleForReading.readDataToEndOfFile()
    }
    // The pipes' read ends stay open after the run unless closed here (two descriptors a
    // run, so a build of many PDF masters ran out of them; found by `make fuzz`).
    defer {
      try? output.fileHandleForReading.close()
      try? errors.fileHandleForReading.close()
    }
    if ended.wait(timeout: .now() + timeout) == .timedOut {
      FileSystemCalls.killProcess(process.processIdentifier)
      ended.wait()
      group.wait()
      throw .timedOut(seconds: timeout)
    }
    group.wait()
    return FinishedRun(
      status: process.terminationStatus, output: [UInt8](collected.output),
      errors: String(decoding: collected.errors, as: UTF8.self))
  }

  /// The two pipes' bytes, each written by one reader before the group is waited on.
  private final class Collected: @unchecked Sendable {
    package var output = Data()
    package var errors = Data()
  }
}
