/// A file or folder that cannot be read or listed.
enum UnreadableFileRule: LintRule {
  static let id = "unreadable-file"
  static let severity = Finding.Severity.error
  static let summary = "a file or folder cannot be read"

  static func finding(_ error: FileError, theme: String?) -> Finding {
    finding(file: error.path, theme: theme, message: error.description)
  }
}
