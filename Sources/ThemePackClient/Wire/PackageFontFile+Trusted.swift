import ThemePackArchive

/// How the client reads a manifest's `fontFiles`: leniently but never trusted. An entry
/// whose path is not `Fonts/` and one `.ttf`, `.otf`, `.ttc` or `.otc` file name, whose names
/// are no PostScript names, or that the manifest's verified `files` list lacks with the same
/// size and SHA-256, is left out (`ThemeManifest.fontFiles`); an app registers the rest from
/// the installed version's folder (`ThemeFontRegistrationPlan`).
extension PackageFontFile {
  /// The most faces one file may name; the longest PostScript name.
  static let maxFaces = 64
  static let maxNameBytes = 127

  /// Whether `path` is `Fonts/` and one visible font file name without control characters.
  static func isFontPath(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == "Fonts", let name = parts.last, !name.hasPrefix("."),
      let dot = name.lastIndex(of: "."), dot != name.startIndex
    else { return false }
    let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    guard fontExtensions.contains(name[name.index(after: dot)...].lowercased()) else { return false }
    return !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }
  }

  /// Whether `name` is a PostScript name: 1…127 printable ASCII characters without spaces
  /// or `[](){}<>/%`.
  static func isPostScriptName(_ name: String) -> Bool {
    let forbidden = Set("[](){}<>/%".unicodeScalars)
    return !name.isEmpty && name.utf8.count <= maxNameBytes
      && name.unicodeScalars.allSatisfy { $0.value >= 33 && $0.value <= 126 && !forbidden.contains($0) }
  }

  /// The entries of `files` to trust, in order: each well formed and listed in `records` (the
  /// manifest's verified files) with its size and digest; an entry repeating a path or a
  /// PostScript name of an earlier one is left out too.
  static func trusted(_ files: [PackageFontFile], records: [String: PackageFileRecord]) -> [PackageFontFile] {
    var paths: Set<String> = []
    var names: Set<String> = []
    var kept: [PackageFontFile] = []
    for font in files {
      guard isFontPath(font.path), records[font.path] == font.file, !font.postScriptNames.isEmpty,
        font.postScriptNames.count <= maxFaces, font.postScriptNames.allSatisfy(isPostScriptName),
        Set(font.postScriptNames).count == font.postScriptNames.count,
        names.isDisjoint(with: font.postScriptNames), paths.insert(font.path).inserted
      else { continue }
      names.formUnion(font.postScriptNames)
      kept.append(font)
    }
    return kept
  }
}
