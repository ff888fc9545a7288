import ThemePackProject

/// A component role names a colour or a font the theme does not have. Colours and fonts are
/// per theme (a theme's `colors`, the project's and the theme's `fonts`), so a default in
/// `themepack.json` is checked against every theme, and the finding names the file that set
/// the name: the theme's `theme.json` when it overrides that member, else the config.
package enum ComponentReferenceRule: ProjectCheck {
  package static let id = "component-reference"
  package static let severity = Finding.Severity.error
  package static let summary = "a component role names a colour or font the theme does not have"

  /// "role 'title' of component 'alertView' names colour 'onColr', which theme 'blue' does not have: …"
  package static func message(
    role: String, component: String, kind: String, name: String, theme: String, known: [String]
  ) -> String {
    "role '\(role)' of component '\(component)' names \(kind) '\(name)', which theme '\(theme)' "
      + "does not have: " + missingNameHint(name, known: known)
  }

  /// "did you mean 'onColor'? it has 'color', 'onColor'": a close name, then what the theme
  /// has (shared by the rules that find a name a theme lacks).
  package static func missingNameHint(_ name: String, known: [String]) -> String {
    let close = UnknownKeyRule.suggestion(for: name, among: known).map { "did you mean '\($0)'? " } ?? ""
    return close
      + (known.isEmpty ? "it has none" : "it has " + known.sorted().map { "'\($0)'" }.joined(separator: ", "))
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config, !config.components.isEmpty else { return [] }
    var findings: [Finding] = []
    for theme in context.survey.themes {
      guard let settings = theme.settings else { continue }
      let colors = ["color"] + settings.colorRoles.keys.sorted()
      let fonts = Array(config.fonts.merging(settings.ownFonts) { _, own in own }.keys)
      let components = ComponentSpec.resolve(config.components, overrides: settings.components)
      for name in components.keys.sorted() {
        let roles = components[name]!.roles
        for role in roles.keys.sorted() {
          for (kind, key, value, known) in [
            ("colour", "color", roles[role]!.color, colors), ("font", "font", roles[role]!.font, fonts),
          ] {
            guard let value, !known.contains(value) else { continue }
            let own =
              settings.components[name]?.roles[role].map { key == "color" ? $0.color : $0.font } ?? nil
            let position =
              own != nil
              ? settings.components[name]?.positions[role + "/" + key]
              : config.components[name]?.positions[role + "/" + key]
            findings.append(
              finding(
                file: own != nil ? theme.settingsPath : context.survey.configPath ?? theme.settingsPath,
                line: position?.line, column: position?.column, theme: theme.name,
                message: message(
                  role: role, component: name, kind: kind, name: value, theme: theme.name, known: known)))
          }
        }
      }
    }
    return findings
  }
}
