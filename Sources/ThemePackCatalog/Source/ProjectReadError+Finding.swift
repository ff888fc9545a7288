import ThemePackLint
import ThemePackProject

extension ProjectReadError {
  /// The catalog lint's finding for a file it could not read at `path`: `symbolic-link` for a
  /// link leaving the catalog or looping, else `unreadable-file`.
  package func finding(at path: String) -> Finding {
    let rule = {
      if case .link = self { return SymbolicLinkRule.id } else { return UnreadableFileRule.id }
    }()
    return Finding(ruleID: rule, severity: .error, file: path, message: description)
  }
}
