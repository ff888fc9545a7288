import Foundation
import Testing
import ThemePackClient

@testable import ThemePackCLI

/// `install --progress` on a terminal: one line redrawn, a bar that only moves forward, and
/// a line left open by a failed install closed before the error.
struct InstallProgressReporterTests {
  final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    var error: String { lock.withLock { text } }
    func console(terminal: Bool) -> Console {
      Console(
        writeOutput: { _ in }, writeError: { line in self.lock.withLock { self.text += line } },
        errorIsTerminal: terminal)
    }
  }

  static let size = 81_920

  @Test func onATerminalTheBarRedrawsOneLineAndEndsIt() {
    let captured = Captured()
    let reporter = InstallProgressReporter(console: captured.console(terminal: true))
    reporter.report(ThemeInstallProgress(.checkingIndex))
    // Chunks of 300 bytes, under 0.4 % each: most leave the whole percent as it was, and
    // every whole percent from 0 to 100 is reached (the last chunk is the rest).
    let chunks = Array(stride(from: 0, to: Self.size, by: 300)) + [Self.size]
    for bytes in chunks {
      reporter.report(ThemeInstallProgress(.downloading, bytes: bytes, totalBytes: Self.size))
    }
    reporter.report(ThemeInstallProgress(.verifying, bytes: Self.size, totalBytes: Self.size))
    reporter.report(ThemeInstallProgress(.finished, bytes: Self.size, totalBytes: Self.size))
    let text = captured.error
    #expect(text.hasSuffix("done\n") && text.filter { $0 == "\n" }.count == 1, "one line, ended once")
    let frames = text.components(separatedBy: "\r\u{1B}[2K").filter { !$0.isEmpty }
    let bars = frames.filter { $0.hasPrefix("downloading [") }
    #expect(chunks.count == 275)
    #expect(bars.count == 101, "a frame per whole percent that changed, not per chunk: \(bars.count)")
    let percents = bars.map { $0.split(separator: "]")[1].prefix(5).trimmingCharacters(in: .whitespaces) }
    #expect(percents == (0...100).map { "\($0)%" }, "each percent drawn once, in order")
    #expect(bars.last == "downloading [" + String(repeating: "#", count: 24) + "] 100%  80 KB of 80 KB")
    #expect(bars.first == "downloading [" + String(repeating: "-", count: 24) + "]   0%  0 KB of 80 KB")
  }

  @Test func aFailedInstallsOpenBarIsClosedBeforeTheError() {
    let captured = Captured()
    let reporter = InstallProgressReporter(console: captured.console(terminal: true))
    reporter.report(ThemeInstallProgress(.downloading, bytes: 100, totalBytes: Self.size))
    reporter.finish()
    reporter.finish()
    #expect(captured.error.hasSuffix("]   0%  1 KB of 80 KB\n"))
    #expect(captured.error.filter { $0 == "\n" }.count == 1)
  }

  @Test func elsewhereEachStepIsOneLineAndChunksAreNot() {
    let captured = Captured()
    let reporter = InstallProgressReporter(console: captured.console(terminal: false))
    for bytes in [0, 10, 20] {
      reporter.report(ThemeInstallProgress(.downloading, bytes: bytes, totalBytes: 20))
    }
    reporter.finish()
    #expect(captured.error == "install: downloading 20 bytes\n")
  }
}
