import ThemePackProject

/// An `explicitFile` dark rule with no dark image to use.
package enum MissingDarkImageRule: ProjectCheck {
  package static let id = "missing-dark-image"
  package static let severity = Finding.Severity.error
  package static let summary = "an asset with dark rule 'explicitFile' has no dark image for a theme"

  /// "theme 'blue' has no dark image for 'logo': add 'logo.dark@3x.png' to the theme or to 'Assets/Base'"
  package static func message(theme: String, asset: String, file: String, base: String?) -> String {
    let place = base.map { "the theme or to '\($0)'" } ?? "the theme"
    return "theme '\(theme)' has no dark image for '\(asset)': add '\(file)' to \(place)"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard context.survey.layout == .project, let config = context.config else { return [] }
    var findings: [Finding] = []
    for asset in config.assets where asset.dark == .explicitFile {
      let inBase = asset.isMaster && context.survey.base?.darkImages[asset.name] != nil
      if inBase { continue }
      let file = ImageFileName(asset: asset.name, appearance: .dark, scale: config.highestScale(of: asset))
        .fileName
      for theme in context.survey.themes where theme.folder.darkImages[asset.name] == nil {
        findings.append(
          finding(
            file: theme.path, theme: theme.name,
            message: message(
              theme: theme.name, asset: asset.name, file: file,
              base: asset.isMaster ? context.survey.base?.path : nil)))
      }
    }
    return findings
  }
}
