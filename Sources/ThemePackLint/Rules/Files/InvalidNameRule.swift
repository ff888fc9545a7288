import ThemePackProject

/// Theme folder names that cannot become catalog groups and package names.
package enum InvalidNameRule: ProjectCheck {
  package static let id = "invalid-name"
  package static let severity = Finding.Severity.error
  package static let summary = "a theme folder name uses characters other than letters, digits, '_' and '-'"

  package static func message(_ name: String) -> String {
    "theme name '\(name)' may use only letters, digits, '_' and '-': rename the folder"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    context.survey.themes.filter { !ImageFileName.isValidAssetName($0.name) }.map { theme in
      finding(file: theme.path, theme: theme.name, message: message(theme.name))
    }
  }
}
