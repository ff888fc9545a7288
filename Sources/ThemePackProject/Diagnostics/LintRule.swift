/// A lint rule: its id, default severity and a one-line summary. Each rule lives in its own
/// file with its messages: in `ThemePackProject/Project/Rules/` when the project readers
/// report it, in `ThemePackLint/Rules/` when a check of a loaded project does (`ProjectCheck`).
package protocol LintRule {
  static var id: String { get }
  static var severity: Finding.Severity { get }
  static var summary: String { get }
}

extension LintRule {
  /// A finding of this rule at its default severity (or `severity`), so a rule never spells
  /// its own id.
  package static func finding(
    file: String, line: Int? = nil, column: Int? = nil, theme: String? = nil, message: String,
    severity: Finding.Severity? = nil
  ) -> Finding {
    Finding(
      ruleID: id, severity: severity ?? Self.severity, file: file, line: line, column: column, theme: theme,
      message: message)
  }
}
