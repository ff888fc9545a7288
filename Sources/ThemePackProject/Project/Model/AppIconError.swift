/// Why an app icon cannot be drawn: the file (or the theme's `theme.json`) and the problem.
package struct AppIconError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file the problem is in, as the project names it.
  package var file: String
  /// The problem, completing "FILE: …" on one line.
  package var reason: String

  package init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  package var description: String { "'\(file)': \(reason)" }
}
