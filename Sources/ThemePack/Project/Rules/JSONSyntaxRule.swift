/// A config or theme file that is not valid JSON.
enum JSONSyntaxRule: LintRule {
  static let id = "json-syntax"
  static let severity = Finding.Severity.error
  static let summary = "a JSON file does not parse (line and column of the problem)"

  static func message(_ error: JSONParseError) -> String {
    "malformed JSON: \(error.message)"
  }

  static func finding(_ error: JSONParseError, file: String, theme: String?) -> Finding {
    finding(
      file: file, line: error.line, column: error.column, theme: theme,
      message: message(error))
  }
}
