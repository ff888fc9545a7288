/// An assets folder with no theme in it.
enum NoThemesRule: LintRule {
  static let id = "no-themes"
  static let severity = Finding.Severity.error
  static let summary = "there is no theme folder"

  static func message(folder: String) -> String {
    "no theme folders in '\(folder)': add one folder per theme"
  }
}
