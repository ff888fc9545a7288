import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// Two themes declaring the same colour: one is usually a copy left unedited.
package enum DuplicateColorRule: ProjectCheck {
  package static let id = "duplicate-color"
  package static let severity = Finding.Severity.error
  package static let summary = "two themes declare the same colour"

  /// "theme 'navy' declares colour #226BAA, the same as theme 'blue': themes must be told apart"
  package static func message(theme: String, color: ThemeRGBA, other: String) -> String {
    "theme '\(theme)' declares colour \(color.hexString), the same as theme '\(other)': themes must be "
      + "told apart"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    var first: [ThemeRGBA: String] = [:]
    var findings: [Finding] = []
    for theme in context.survey.themes {
      guard let settings = theme.settings, let color = settings.color else { continue }
      if let other = first[color] {
        let place = ColorFindingPlace(theme: theme, color: "color", appearance: .light, pointers: ["color"])
        findings.append(
          place.finding(
            id, severity, theme: theme.name, message: message(theme: theme.name, color: color, other: other)))
      } else {
        first[color] = theme.name
      }
    }
    return findings
  }
}
