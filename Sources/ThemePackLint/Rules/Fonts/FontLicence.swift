import ThemePackProject

/// What the licence rules share: the faces whose `fsType` matches, each once, with the theme
/// whose own folder holds the file (nil for a shared file).
enum FontLicence {
  static func hex(_ fsType: Int) -> String {
    let digits = String(fsType, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// A finding of `rule` for every face whose `fsType` `matches`, its message what `advice`
  /// makes of the face's name, file and `fsType`: "font 'Brand-Bold' in 'Brand.ttf' has fsType
  /// 0x0002 (…)" followed by the rule's words.
  static func findings<Rule: ProjectCheck>(
    _ rule: Rule.Type, _ context: LintContext, where matches: (Int) -> Bool, advice: String
  ) -> [Finding] {
    var owner: [String: String] = [:]
    for (theme, paths) in context.fonts.themePaths {
      for path in paths { owner[path] = theme }
    }
    return context.fonts.allFaces.filter { matches($0.fsType) }.map { face in
      rule.finding(file: face.file, theme: owner[face.file], message: message(face, advice))
    }
  }

  /// "font 'Brand-Bold' in 'Brand.ttf' has fsType 0x0002 " followed by `advice`.
  static func message(_ face: FontFace, _ advice: String) -> String {
    "font '\(face.postScriptName ?? "")' in '\(UnreadableFontRule.lastComponent(face.file))' has fsType "
      + hex(face.fsType) + " " + advice
  }
}
