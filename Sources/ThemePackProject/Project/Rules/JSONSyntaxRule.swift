import ThemePackSupport

/// A config or theme file that is not valid JSON.
package enum JSONSyntaxRule: LintRule {
  package static let id = "json-syntax"
  package static let severity = Finding.Severity.error
  package static let summary = "a JSON file does not parse (line and column of the problem)"

  package static func message(_ error: JSONParseError) -> String {
    "malformed JSON: \(error.message)"
  }

  package static func finding(_ error: JSONParseError, file: String, theme: String?) -> Finding {
    finding(
      file: file, line: error.line, column: error.column, theme: theme,
      message: message(error))
  }
}
