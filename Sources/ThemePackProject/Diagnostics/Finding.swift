/// One problem the lint found: which rule, how bad, where, and what to do, in one line.
///
/// Findings are data; `FindingFormatter` turns them into text, JSON or CI annotations.
/// They order by file, line, column, rule and message, so reports are deterministic.
package struct Finding: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// How bad a finding is. Errors fail the lint; warnings fail it only with `--strict`.
  package enum Severity: String, Sendable, Hashable, CaseIterable {
    case error
    case warning
    /// What a build does that the designer should know, never a failure (not even with
    /// `--strict`): an image converted to sRGB, for one.
    case info
  }

  /// The rule's id, e.g. "missing-asset".
  package var ruleID: String
  package var severity: Severity
  /// The file or folder concerned, joined to the assets path as the user gave it.
  package var file: String
  /// The 1-based line inside a JSON file, when the finding points into one.
  package var line: Int?
  /// The 1-based column inside a JSON file, when the finding points into one.
  package var column: Int?
  /// The theme concerned, when the finding is about one theme.
  package var theme: String?
  /// One line in the house voice: lower-case start, no final period, names in quotes.
  package var message: String

  package init(
    ruleID: String, severity: Severity, file: String, line: Int? = nil, column: Int? = nil,
    theme: String? = nil, message: String
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.theme = theme
    self.message = message
  }

  /// The finding as a text line: `path[:line:col]: error: [rule-id] message`.
  package var description: String { FindingFormatter.textLine(self) }

  package static func < (lhs: Finding, rhs: Finding) -> Bool {
    (lhs.file, lhs.line ?? 0, lhs.column ?? 0, lhs.ruleID, lhs.message)
      < (rhs.file, rhs.line ?? 0, rhs.column ?? 0, rhs.ruleID, rhs.message)
  }
}
