/// What loading an assets folder gave: the project when it is usable, and the findings.
package struct ProjectLoadResult: Sendable {
  /// The project, when the config and every theme file were valid (no error finding).
  /// Image problems (a missing file, a bad PNG) do not stop loading: run the lint
  /// (`Linter.lint`) before building.
  package var project: ThemeProject?
  /// Problems found while reading the config, the theme files and the folders.
  package var findings: [Finding]
  /// Everything found on disk, usable or not; what the lint checks.
  package var survey: ProjectSurvey

  package init(project: ThemeProject?, findings: [Finding], survey: ProjectSurvey) {
    self.project = project
    self.findings = findings
    self.survey = survey
  }
}
