/// A symbolic link in the project that leads outside the project folder or forms a loop.
///
/// Readers never follow such a link (`ProjectReader`), so nothing from elsewhere on the
/// machine reaches a build or a package; links that stay inside the project are fine.
enum SymbolicLinkRule: ProjectCheck {
  static let id = "symbolic-link"
  static let severity = Finding.Severity.error
  static let summary = "a symbolic link leads outside the project folder or forms a loop"

  /// "symbolic link 'Assets/Base/logo@3x.png' leads outside the project folder 'Assets':
  /// '/home/me/secret.png'"
  static func outsideMessage(link: String, project: String, target: String) -> String {
    "symbolic link '\(link)' leads outside the project folder '\(project)': '\(target)'"
  }

  /// "symbolic link 'Assets/Base/a@3x.png' forms a loop: 'b@3x.png'"
  static func loopMessage(link: String, target: String) -> String {
    "symbolic link '\(link)' forms a loop: '\(target)'"
  }

  static func check(_ context: LintContext) -> [Finding] {
    let survey = context.survey
    return survey.refusedLinks.map { link in
      let theme = survey.themes.first { link.path.hasPrefix($0.path + "/") }?.name
      let message =
        link.problem == .outside
        ? outsideMessage(link: link.path, project: survey.assetsPath, target: link.target)
        : loopMessage(link: link.path, target: link.target)
      return finding(file: link.path, theme: theme, message: message)
    }
  }
}
