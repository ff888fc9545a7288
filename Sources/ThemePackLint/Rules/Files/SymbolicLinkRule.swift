import ThemePackProject

/// A symbolic link in the project that leads outside the project folder or forms a loop.
///
/// Readers never follow such a link (`ProjectReader`), so nothing from elsewhere on the
/// machine reaches a build or a package; links that stay inside the project are fine.
package enum SymbolicLinkRule: ProjectCheck {
  package static let id = "symbolic-link"
  package static let severity = Finding.Severity.error
  package static let summary = "a symbolic link leads outside the project folder or forms a loop"

  /// "symbolic link 'Assets/Base/logo@3x.png' leads outside the project folder 'Assets':
  /// '/home/me/secret.png'"
  package static func outsideMessage(link: String, project: String, target: String) -> String {
    "symbolic link '\(link)' leads outside the project folder '\(project)': '\(target)'"
  }

  /// "symbolic link 'Assets/Base/a@3x.png' forms a loop: 'b@3x.png'"
  package static func loopMessage(link: String, target: String) -> String {
    "symbolic link '\(link)' forms a loop: '\(target)'"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    let survey = context.survey
    // The survey walks image folders; the `Fonts/` folders' links come from the font inventory.
    let known = Set(survey.refusedLinks.map(\.path))
    let links = survey.refusedLinks + context.fonts.refusedLinks.filter { !known.contains($0.path) }
    return links.map { link in
      let theme = survey.themes.first { link.path.hasPrefix($0.path + "/") }?.name
      let message =
        link.problem == .outside
        ? outsideMessage(link: link.path, project: survey.assetsPath, target: link.target)
        : loopMessage(link: link.path, target: link.target)
      return finding(file: link.path, theme: theme, message: message)
    }
  }
}
