import Foundation
import ThemePackCLI

/// A `Console` whose output and error text the test reads back, for running commands in
/// process.
final class CapturedConsole: @unchecked Sendable {
  private let lock = NSLock()
  private var output = ""
  private var error = ""

  var console: Console {
    Console(
      writeOutput: { text in self.lock.withLock { self.output += text } },
      writeError: { text in self.lock.withLock { self.error += text } })
  }

  var standardOutput: String { lock.withLock { output } }
  var standardError: String { lock.withLock { error } }

  /// Runs `themepack arguments…` in process and returns its exit code and what it printed.
  static func run(_ arguments: [String]) -> (status: Int32, standardOutput: String, standardError: String) {
    let captured = CapturedConsole()
    let status = ThemePackCLI.run(arguments, console: captured.console)
    return (status, captured.standardOutput, captured.standardError)
  }
}
