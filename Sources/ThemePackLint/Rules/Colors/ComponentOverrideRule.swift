import ThemePackProject
import ThemePackSupport

/// A theme's `theme.json` overrides a component, or a role of one, that `themepack.json`
/// does not declare: themes may change components, not invent them, so every theme offers
/// the same components and roles to the app.
package enum ComponentOverrideRule: ProjectCheck {
  package static let id = "component-override"
  package static let severity = Finding.Severity.error
  package static let summary = "a theme overrides a component or role the config does not declare"

  /// "theme 'blue' overrides component 'alertVeiw', which the config does not declare: …"
  package static func componentMessage(theme: String, component: String, known: [String]) -> String {
    "theme '\(theme)' overrides component '\(component)', which the config does not declare: "
      + suggestion(component, known, kind: "components")
  }

  /// "theme 'blue' overrides role 'titel' of component 'alertView', which the config does not declare: …"
  package static func roleMessage(theme: String, component: String, role: String, known: [String]) -> String {
    "theme '\(theme)' overrides role '\(role)' of component '\(component)', which the config does not "
      + "declare: " + suggestion(role, known, kind: "roles")
  }

  package static func suggestion(_ name: String, _ known: [String], kind: String) -> String {
    if let close = UnknownKeyRule.suggestion(for: name, among: known) { return "did you mean '\(close)'?" }
    if known.isEmpty { return "declare it in 'components' of themepack.json first" }
    return "declared \(kind): " + known.sorted().map { "'\($0)'" }.joined(separator: ", ")
  }

  package static func check(_ context: LintContext) -> [Finding] {
    let defaults = context.config?.components ?? [:]
    var findings: [Finding] = []
    for theme in context.survey.themes {
      guard let overrides = theme.settings?.components else { continue }
      for name in overrides.keys.sorted() {
        let override = overrides[name]!
        guard let component = defaults[name] else {
          findings.append(
            finding(
              theme, at: override.positions[""],
              componentMessage(theme: theme.name, component: name, known: Array(defaults.keys))))
          continue
        }
        for role in override.roles.keys.sorted() where component.roles[role] == nil {
          findings.append(
            finding(
              theme, at: override.positions[role],
              roleMessage(theme: theme.name, component: name, role: role, known: Array(component.roles.keys)))
          )
        }
      }
    }
    return findings
  }

  private static func finding(_ theme: ThemeFolder, at position: JSONDocument.Position?, _ message: String)
    -> Finding
  {
    finding(
      file: theme.settingsPath, line: position?.line,
      column: position?.column, theme: theme.name, message: message)
  }
}
