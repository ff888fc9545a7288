/// An assets folder with no theme in it.
package enum NoThemesRule: LintRule {
  package static let id = "no-themes"
  package static let severity = Finding.Severity.error
  package static let summary = "there is no theme folder (or, in a plain folder, no theme holds an image)"

  package static func message(folder: String) -> String {
    "no theme folders in '\(folder)': add one folder per theme"
  }

  /// For a plain folder whose subfolders hold no image at all.
  package static func emptyMessage(folder: String) -> String {
    "no theme folder in '\(folder)' holds an image"
  }

  /// For a plain folder one level above the theme folders ("history/" instead of
  /// "history/ThemeResource/").
  package static func nestedMessage(folder: String, candidate: String) -> String {
    "no theme folder in '\(folder)' holds an image, but '\(candidate)' holds folders: "
      + "lint '\(candidate)' instead"
  }
}
