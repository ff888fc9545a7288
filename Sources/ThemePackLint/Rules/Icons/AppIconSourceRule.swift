import ThemePackProject

/// A file the app icon names cannot be read or drawn (missing, not a PNG, SVG or PDF that
/// draws), or its background names a colour the theme lacks. An error: the build cannot draw
/// the icon. Each problem is reported once, however many themes share the file.
package enum AppIconSourceRule: ProjectCheck {
  package static let id = "app-icon-source"
  package static let severity = Finding.Severity.error
  package static let summary = "a file the app icon names cannot be read or drawn"

  package static func check(_ context: LintContext) -> [Finding] {
    var seen: Set<AppIconError> = []
    var findings: [Finding] = []
    for entry in (context.appIcons ?? AppIconThemes(context)).entries {
      guard case .failure(let error) = entry.renderer, seen.insert(error).inserted else { continue }
      findings.append(
        finding(file: error.file, theme: entry.theme.name, message: "app icon: \(error.reason)"))
    }
    return findings
  }
}
