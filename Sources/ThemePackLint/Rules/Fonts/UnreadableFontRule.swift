import ThemePackProject

/// A font file in a `Fonts/` folder that is no usable font: unreadable, empty, larger than
/// `FontFiles.maxFileSize`, not a font (a PNG renamed `.ttf`), malformed, a collection
/// declaring more than `FontFiles.maxFaces` faces, a face without a PostScript name, or a
/// PostScript name or file name the manifest refuses (`FontFiles.problem(withPostScriptName:)`,
/// `problem(withFileName:)`), which would otherwise stop the build with a manifest error. The
/// build would ship a file no app can register, so it is an error.
package enum UnreadableFontRule: ProjectCheck {
  package static let id = "unreadable-font"
  package static let severity = Finding.Severity.error
  package static let summary = "a font file that is not a font, is malformed or is too large"

  /// "font file 'Brand.ttf' is not usable: the file is empty"
  package static func message(_ error: FontFileError) -> String {
    "font file '\(lastComponent(error.path))' is not usable: \(error.reason)"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    let inventory = context.fonts
    var findings: [Finding] = []
    var owner: [String: String] = [:]
    for (theme, paths) in inventory.themePaths {
      for path in paths { owner[path] = theme }
    }
    for (path, result) in inventory.files {
      guard case .failure(let error) = result else { continue }
      findings.append(finding(file: path, theme: owner[path], message: message(error)))
    }
    return findings
  }

  static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
