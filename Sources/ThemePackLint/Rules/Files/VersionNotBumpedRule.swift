import ThemePackProject

/// A theme whose sources changed since its version was packaged, while its version did
/// not: `themepack package` would refuse it, and an app would never see the change.
package enum VersionNotBumpedRule: LintRule {
  package static let id = "version-not-bumped"
  package static let severity = Finding.Severity.warning
  package static let summary = "a theme changed since its version was packaged, but its version did not"

  /// "theme 'blue' changed since version 1.0.0 was packaged in 'Output/packages/x.zip':
  /// bump 'version' in its theme.json"
  package static func message(theme: String, version: String, package: String) -> String {
    "theme '\(theme)' changed since version \(version) was packaged in '\(package)': "
      + "bump 'version' in its theme.json"
  }

  /// Compares each theme's source digest with the one recorded in its packaged version,
  /// when `packages` holds that version.
  package static func check(
    _ project: ThemeProject, packages: any PackagedSourceDigests, survey: ProjectSurvey
  ) -> [Finding] {
    var findings: [Finding] = []
    for theme in project.themes {
      let version = theme.version.description
      guard
        let packaged = packages.recordedDigest(
          packageName: project.config.packageName, theme: theme.name, version: version),
        packaged.digest != ThemeSourceDigest.digest(of: theme, in: project)
      else { continue }
      let folder = survey.themes.first { $0.name == theme.name }
      let position = folder?.settings?.positions["version"]
      findings.append(
        finding(
          file: folder?.settingsPath ?? theme.folderPath + "/theme.json",
          line: position?.line, column: position?.column, theme: theme.name,
          message: message(theme: theme.name, version: version, package: packaged.package)))
    }
    return findings
  }
}
