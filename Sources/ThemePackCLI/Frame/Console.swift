import Foundation

/// Where a command's text goes: standard output for results, standard error for
/// diagnostics. Tests pass closures that capture both.
package struct Console: Sendable {
  /// Writes text (including any newline) to standard output.
  package let writeOutput: @Sendable (String) -> Void
  /// Writes text (including any newline) to standard error.
  package let writeError: @Sendable (String) -> Void
  /// Whether diagnostics may use ANSI colour (a TTY, and `NO_COLOR` unset).
  package let usesColor: Bool
  /// Whether standard error is a terminal (a progress bar may redraw its line).
  package let errorIsTerminal: Bool

  package init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    usesColor: Bool = false, errorIsTerminal: Bool = false
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.usesColor = usesColor
    self.errorIsTerminal = errorIsTerminal
  }

  /// The process's real standard output and error.
  package static var standard: Console {
    let environment = ProcessInfo.processInfo.environment
    let terminal = isatty(STDERR_FILENO) == 1
    return Console(
      writeOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
      usesColor: terminal && environment["NO_COLOR"] == nil, errorIsTerminal: terminal)
  }

  /// Prints one line to standard output.
  package func print(_ line: String) {
    writeOutput(line + "\n")
  }

  /// Prints one diagnostic line to standard error as `error: message`.
  package func error(_ message: String) {
    writeError(label("error:", code: "31") + " " + message + "\n")
  }

  /// Prints one diagnostic line to standard error as `warning: message`.
  package func warning(_ message: String) {
    writeError(label("warning:", code: "33") + " " + message + "\n")
  }

  /// Prints a note line to standard error (progress, summaries of side effects).
  package func note(_ message: String) {
    writeError(message + "\n")
  }

  private func label(_ text: String, code: String) -> String {
    usesColor ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text
  }
}
