/// An assets folder with no theme in it.
enum NoThemesRule: LintRule {
  static let id = "no-themes"
  static let severity = Finding.Severity.error
  static let summary = "there is no theme folder (or, in a plain folder, no theme holds an image)"

  static func message(folder: String) -> String {
    "no theme folders in '\(folder)': add one folder per theme"
  }

  /// For a plain folder whose subfolders hold no image at all.
  static func emptyMessage(folder: String) -> String {
    "no theme folder in '\(folder)' holds an image"
  }

  /// For a plain folder one level above the theme folders ("history/" instead of
  /// "history/ThemeResource/").
  static func nestedMessage(folder: String, candidate: String) -> String {
    "no theme folder in '\(folder)' holds an image, but '\(candidate)' holds folders: "
      + "lint '\(candidate)' instead"
  }
}
