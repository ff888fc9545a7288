/// The output formats of `themepack lint`.
package enum FindingFormat: String, Sendable, CaseIterable {
  /// `path[:line:col]: error: [rule-id] message`, one per line, as compilers print.
  case text
  /// A JSON array of finding objects.
  case json
  /// GitHub Actions workflow commands (`::error file=…,title=…::message`).
  case github
}
