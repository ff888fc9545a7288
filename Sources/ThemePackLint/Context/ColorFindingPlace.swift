import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// Where a finding about one value of a theme colour points: the token that gives the value
/// when the theme takes its colours from design tokens (the tokens file, the value's line and
/// column, and the token path at the start of the message), else the value in `theme.json`.
package struct ColorFindingPlace {
  package var file: String
  package var line: Int?
  package var column: Int?
  /// The token's dotted path, when the colour comes from a tokens file.
  package var token: String?

  /// The place of colour `color` (`color` for the theme colour) in `appearance`; for a colour
  /// of `theme.json`, the first of `pointers` (keys of `ThemeSettings.positions`) it has.
  package init(theme: ThemeFolder, color: String, appearance: ThemeAppearance, pointers: [String]) {
    if let source = theme.settings?.tokenValuePlaces[color]?[appearance] {
      (file, line, column, token) = (source.file, source.line, source.column, source.token)
      return
    }
    let position = pointers.lazy.compactMap { theme.settings?.positions[$0] }.first
    (file, line, column, token) = (theme.settingsPath, position?.line, position?.column, nil)
  }

  /// Whether the colour comes from a tokens file.
  package var isToken: Bool { token != nil }

  /// A finding here; a token's message starts with it: "token 'themes.blue.color': …".
  package func finding(_ ruleID: String, _ severity: Finding.Severity, theme: String, message: String)
    -> Finding
  {
    Finding(
      ruleID: ruleID, severity: severity, file: file, line: line, column: column, theme: theme,
      message: token.map { "token '\($0)': " + message } ?? message)
  }
}
