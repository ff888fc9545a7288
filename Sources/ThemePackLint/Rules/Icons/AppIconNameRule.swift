import ThemePackProject

/// Two themes name the same app icon, or names that become the same Android resource
/// (`AppIcon-Blue` and `AppIcon-blue`): an app can compile only one of them, and switching
/// to either shows it. An error, reported on the second theme's `theme.json`.
package enum AppIconNameRule: ProjectCheck {
  package static let id = "app-icon-name"
  package static let severity = Finding.Severity.error
  package static let summary = "two themes' app icons have the same name"

  package static func check(_ context: LintContext) -> [Finding] {
    var byName: [String: String] = [:]
    var byResource: [String: String] = [:]
    var findings: [Finding] = []
    guard let project = context.project else { return [] }
    for theme in project.themes {
      guard let name = theme.appIcon?.name(in: theme.name) else { continue }
      let file = context.survey.themes.first { $0.name == theme.name }?.settingsPath ?? theme.folderPath
      if let other = byName[name] {
        findings.append(
          finding(
            file: file, theme: theme.name,
            message:
              "app icon '\(name)' is also theme '\(other)''s: give this theme's 'appIcon' a 'name' of its own"
          ))
      } else if let other = byResource[AndroidResourceName.convert(name)] {
        findings.append(
          finding(
            file: file, theme: theme.name,
            message: "app icon '\(name)' becomes Android resource '\(AndroidResourceName.convert(name))', "
              + "as theme '\(other)''s does: give this theme's 'appIcon' another 'name'"))
      }
      byName[name] = byName[name] ?? theme.name
      byResource[AndroidResourceName.convert(name)] =
        byResource[AndroidResourceName.convert(name)] ?? theme.name
    }
    return findings
  }
}
