import ThemePackProject

/// A lint error of one side of a diff, as the report shows it: the build of that side went on
/// despite it (`BuildOptions.lintErrorsAllowed`), or stopped there when the side is no project.
package struct DiffFinding: Sendable, Hashable, Codable {
  /// The rule's id (`contrast-pair`).
  package var rule: String
  /// The file concerned, relative to its project folder (`Themes/blue/theme.json`).
  package var file: String
  /// The theme concerned, when the finding is about one.
  package var theme: String?
  package var message: String

  package init(rule: String, file: String, theme: String?, message: String) {
    self.rule = rule
    self.file = file
    self.theme = theme
    self.message = message
  }

  /// The errors among `findings`, their files made relative to `project`.
  package static func errors(of findings: [Finding], project: String) -> [DiffFinding] {
    let prefix = project.hasSuffix("/") ? project : project + "/"
    return findings.filter { $0.severity == .error }.map { finding in
      let file = finding.file.hasPrefix(prefix) ? String(finding.file.dropFirst(prefix.count)) : finding.file
      return DiffFinding(rule: finding.ruleID, file: file, theme: finding.theme, message: finding.message)
    }
  }

  /// `Themes/blue/theme.json: [contrast-pair] …`.
  package var text: String { "\(file): [\(rule)] \(message)" }
}
