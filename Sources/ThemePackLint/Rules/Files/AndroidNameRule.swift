import ThemePackProject

/// Two asset or colour names that become one Android resource name (`navBar` and
/// `nav_bar`; a colour's high-contrast twin counts: `onColor` gives `on_color_high_contrast`),
/// checked when the config's `outputs` has `android`.
package enum AndroidNameRule: ProjectCheck {
  package static let id = "android-name"
  package static let severity = Finding.Severity.error
  package static let summary = "two names become the same Android resource name (android output)"

  package static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config, config.outputs.contains(.android) else { return [] }
    let file = context.survey.configPath ?? "themepack.json"
    var findings = AndroidResourceName.collisions(config.assets.map(\.name)).map { first, second, android in
      finding(
        file: file,
        message: AndroidResourceName.collisionMessage(kind: "asset", first, second, android: android))
    }
    for theme in context.survey.themes {
      guard let settings = theme.settings else { continue }
      let names = ["color"] + settings.extraColors.keys.sorted()
      findings += AndroidResourceName.colorCollisions(names).map { first, second, android in
        let name = names.first { second == $0 || second.hasPrefix($0 + " (") } ?? second
        return ColorFindingPlace(theme: theme, color: name, appearance: .light, pointers: [])
          .finding(
            id, severity, theme: theme.name,
            message: AndroidResourceName.collisionMessage(kind: "colour", first, second, android: android))
      }
    }
    return findings
  }
}
