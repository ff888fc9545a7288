import Foundation
import Testing
import ThemePackSupport

/// `ChildProcess`, which PDF masters are drawn through: output and status collected, a
/// missing program named, a hang killed at its deadline, memory capped.
@Suite("ChildProcess: another program run to its end with a deadline and a memory cap")
struct ChildProcessTests {
  private let folder = NSTemporaryDirectory()

  @Test func itCollectsTheOutputTheErrorsAndTheStatus() throws {
    let result = try ChildProcess.run(
      "sh", ["-c", "printf out; printf err >&2; exit 3"], in: folder, timeout: 10)
    #expect(String(decoding: result.output, as: UTF8.self) == "out")
    #expect(result.errors == "err")
    #expect(result.status == 3)
  }

  @Test func itRunsInTheFolderWithTheCLocale() throws {
    let result = try ChildProcess.run("sh", ["-c", "pwd; echo $LC_ALL"], in: "/", timeout: 10)
    #expect(String(decoding: result.output, as: UTF8.self) == "/\nC\n")
  }

  @Test func aMissingProgramIsNamed() {
    #expect {
      try ChildProcess.run("themepack-no-such-program", [], in: folder, timeout: 10)
    } throws: { error in
      guard case .notFound(let name) = error as? ChildProcess.Failure else { return false }
      return name == "themepack-no-such-program"
    }
  }

  @Test func aProgramPastItsDeadlineIsKilled() {
    let started = Date()
    #expect {
      try ChildProcess.run("sleep", ["30"], in: folder, timeout: 0.5)
    } throws: { error in
      guard case .timedOut(let seconds) = error as? ChildProcess.Failure else { return false }
      return seconds == 0.5
    }
    #expect(Date().timeIntervalSince(started) < 20, "the sleep was stopped, not waited for")
  }

  #if os(Linux)
    /// Linux only: macOS's kernel does not apply an address-space limit (`ulimit -v` is
    /// refused there), so a capped program runs uncapped, as `run` documents.
    @Test func theMemoryLimitIsTheProgramsAddressSpace() throws {
      let capped = try ChildProcess.run(
        "sh", ["-c", "ulimit -v"], in: folder, timeout: 10, memoryLimit: 64 << 20)
      #expect(String(decoding: capped.output, as: UTF8.self) == "65536\n")
      let free = try ChildProcess.run("sh", ["-c", "ulimit -v"], in: folder, timeout: 10)
      #expect(String(decoding: free.output, as: UTF8.self) != "65536\n")
    }
  #endif

  @Test func aCappedProgramPastItsDeadlineIsKilledItself() {
    let started = Date()
    #expect {
      try ChildProcess.run("sleep", ["30"], in: folder, timeout: 0.5, memoryLimit: 64 << 20)
    } throws: { error in
      guard case .timedOut = error as? ChildProcess.Failure else { return false }
      return true
    }
    #expect(Date().timeIntervalSince(started) < 20, "the shell became the sleep, which was stopped")
  }

  /// Fifty runs leave no pipe open: the descriptors of the process are as before, give or
  /// take Foundation's own (each run used to keep its two read ends).
  @Test func runsLeaveNoDescriptorOpen() throws {
    // /dev/fd lists this process's descriptors on Linux (a link to /proc/self/fd) and macOS.
    func open() throws -> Int { try FileManager.default.contentsOfDirectory(atPath: "/dev/fd").count }
    _ = try ChildProcess.run("true", [], in: folder, timeout: 10)
    let before = try open()
    for _ in 0..<50 { _ = try ChildProcess.run("true", [], in: folder, timeout: 10) }
    let after = try open()
    #expect(after < before + 20, "descriptors before: \(before), after: \(after)")
  }

  @Test func aCappedProgramKeepsItsArguments() throws {
    let result = try ChildProcess.run(
      "printf", ["%s|", "a b", "$HOME", "c"], in: folder, timeout: 10, memoryLimit: 64 << 20)
    #expect(String(decoding: result.output, as: UTF8.self) == "a b|$HOME|c|")
  }
}
