import ThemePackProject

/// Two faces a theme registers (its own `Fonts/` and the project's) with one PostScript name:
/// CoreText registers the first and refuses the other, and `UIFont(name:size:)` can name only
/// one of them, so which one an app draws depends on the order of registration.
package enum DuplicateFontNameRule: ProjectCheck {
  package static let id = "duplicate-font-name"
  package static let severity = Finding.Severity.error
  package static let summary = "two font faces a theme ships share one PostScript name"

  /// "PostScript name 'Brand-Bold' of 'Bold.ttf' is also in 'Brand.ttc' (face 2) …"
  package static func message(_ face: FontFace, first: FontFace) -> String {
    "PostScript name '\(face.postScriptName ?? "")' of \(place(face)) is also in \(place(first)): "
      + "an app registers only one of them; rename one face or remove a file"
  }

  private static func place(_ face: FontFace) -> String {
    let name = "'" + UnreadableFontRule.lastComponent(face.file) + "'"
    return face.index == 0 ? name : name + " (face \(face.index))"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    let inventory = context.fonts
    var findings: [Finding] = []
    func scan(_ faces: [FontFace], theme: String?) {
      var first: [String: FontFace] = [:]
      for face in faces {
        guard let name = face.postScriptName else { continue }
        guard let earlier = first[name] else {
          first[name] = face
          continue
        }
        // A theme's duplicate that lies wholly in the shared files is reported once, for the project.
        let shared = Set(inventory.sharedPaths)
        if theme != nil && shared.contains(face.file) && shared.contains(earlier.file) { continue }
        findings.append(finding(file: face.file, theme: theme, message: message(face, first: earlier)))
      }
    }
    scan(inventory.sharedFaces, theme: nil)
    for theme in inventory.themePaths.keys.sorted() {
      scan(inventory.faces(theme: theme), theme: theme)
    }
    return findings
  }
}
