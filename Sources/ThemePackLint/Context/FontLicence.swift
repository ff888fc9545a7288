import ThemePackProject

/// What the licence rules share: the faces whose `fsType` matches, each once, with the theme
/// whose own folder holds the file (nil for a shared file).
enum FontLicence {
  static func hex(_ fsType: Int) -> String {
    let digits = String(fsType, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  static func findings(
    _ context: LintContext, where matches: (Int) -> Bool, _ make: (FontFace, String?) -> Finding
  ) -> [Finding] {
    var owner: [String: String] = [:]
    for (theme, paths) in context.fonts.themePaths {
      for path in paths { owner[path] = theme }
    }
    return context.fonts.allFaces.filter { matches($0.fsType) }.map { make($0, owner[$0.file]) }
  }
}
