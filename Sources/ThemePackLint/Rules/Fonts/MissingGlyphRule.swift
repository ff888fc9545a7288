import ThemePackProject

/// A font role of a theme names a face the theme ships that has no glyph for some character
/// of the theme's sample text (`"sampleText"` in `theme.json`, by default the letters and
/// digits): iOS draws those characters in a fallback font, so the text mixes typefaces.
package enum MissingGlyphRule: ProjectCheck {
  package static let id = "missing-glyph"
  package static let severity = Finding.Severity.warning
  package static let summary = "a theme's font has no glyph for a character of the theme's sample text"

  /// The most missing characters a message lists.
  static let listed = 12

  /// "font 'title' ('Brand-Bold' in 'Brand.ttf') has no glyph for 'ß', 'é' (U+00E9) …"
  package static func message(role: String, face: FontFace, missing: [Unicode.Scalar]) -> String {
    let shown = missing.prefix(listed).map { scalar in
      let code = String(scalar.value, radix: 16, uppercase: true)
      return "'\(scalar)' (U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code + ")"
    }
    let more = missing.count > listed ? " and \(missing.count - listed) more" : ""
    return
      "font '\(role)' ('\(face.postScriptName ?? "")' in '\(UnreadableFontRule.lastComponent(face.file))') "
      + "has no glyph for " + shown.joined(separator: ", ") + more
      + " of the theme's sample text: iOS draws them in a fallback font"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for theme in context.survey.themes {
      let faces = context.fonts.faces(theme: theme.name)
      guard !faces.isEmpty else { continue }
      let wanted = Set(FontFiles.coverage(of: ThemeFontInventory.sampleText(theme)))
      let roles = (context.config?.fonts ?? [:]).merging(theme.settings?.ownFonts ?? [:]) { _, own in own }
      for role in roles.keys.sorted() {
        guard let face = faces.first(where: { $0.postScriptName == roles[role]!.family }) else { continue }
        let missing = face.missing.filter { wanted.contains($0) }
        guard !missing.isEmpty else { continue }
        findings.append(
          finding(
            file: face.file, theme: theme.name, message: message(role: role, face: face, missing: missing)))
      }
    }
    return findings
  }
}
