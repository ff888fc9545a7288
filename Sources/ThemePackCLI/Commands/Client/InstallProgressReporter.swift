import Foundation
import ThemePackClient

/// `install --progress` on standard error: on a terminal one line redrawn as a bar
/// (`downloading [########------------]  40%  32 KB of 79 KB`), elsewhere (a CI log, a pipe)
/// one line per step and none per chunk, so logs stay short.
final class InstallProgressReporter: @unchecked Sendable {
  private let console: Console
  private let lock = NSLock()
  private var lastPhase: ThemeInstallProgress.Phase?
  private var lastPercent = -1
  private var lineOpen = false

  static let barWidth = 24

  init(console: Console) { self.console = console }

  /// Called by the installer, from any thread.
  func report(_ progress: ThemeInstallProgress) {
    lock.withLock {
      if console.errorIsTerminal { drawBar(progress) } else { writeStep(progress) }
    }
  }

  /// Ends a bar left open (the install failed half way), so the error starts a line.
  func finish() {
    lock.withLock {
      if lineOpen { console.writeError("\n") }
      lineOpen = false
    }
  }

  private func writeStep(_ progress: ThemeInstallProgress) {
    guard progress.phase != lastPhase else { return }
    lastPhase = progress.phase
    console.note("install: " + Self.describe(progress))
  }

  private func drawBar(_ progress: ThemeInstallProgress) {
    let percent = Int((progress.fractionDownloaded ?? 0) * 100)
    guard progress.phase != lastPhase || percent != lastPercent else { return }
    lastPhase = progress.phase
    lastPercent = percent
    var line = "\r\u{1B}[2K" + Self.describe(progress)
    if progress.phase == .downloading {
      let filled = percent * Self.barWidth / 100
      line =
        "\r\u{1B}[2Kdownloading [" + String(repeating: "#", count: filled)
        + String(repeating: "-", count: Self.barWidth - filled) + "] \(Self.padded(percent))%  "
        + "\(Self.kilobytes(progress.bytes)) of \(Self.kilobytes(progress.totalBytes ?? 0))"
    }
    let ends = progress.phase == .finished
    console.writeError(line + (ends ? "\n" : ""))
    lineOpen = !ends
  }

  /// One step in words: "downloading 79,954 bytes", "verifying the package" …
  static func describe(_ progress: ThemeInstallProgress) -> String {
    switch progress.phase {
    case .checkingIndex: return "checking the index and its signature"
    case .downloading: return "downloading \(progress.totalBytes ?? 0) bytes"
    case .verifying: return "verifying the package"
    case .installing: return "extracting and making it current"
    case .finished: return progress.totalBytes == 0 ? "already current" : "done"
    }
  }

  private static func kilobytes(_ bytes: Int) -> String { "\((bytes + 1023) / 1024) KB" }

  private static func padded(_ percent: Int) -> String {
    String(repeating: " ", count: 3 - String(percent).count) + String(percent)
  }
}
