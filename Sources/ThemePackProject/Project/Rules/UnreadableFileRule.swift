import ThemePackSupport

/// A file or folder that cannot be read or listed.
package enum UnreadableFileRule: LintRule {
  package static let id = "unreadable-file"
  package static let severity = Finding.Severity.error
  package static let summary = "a file or folder cannot be read"

  package static func finding(_ error: FileError, theme: String?) -> Finding {
    finding(file: error.path, theme: theme, message: error.description)
  }
}
