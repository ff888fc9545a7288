import ThemePackArchive
import ThemePackProject
import ThemePackSupport

/// The build's rules of a manifest's font file (`RuntimeManifest.fontFiles`): where it lives,
/// the names it may give, and its JSON.
extension PackageFontFile {
  /// The runtime folder's subfolder of font files.
  package static let folder = "Fonts"
  /// The longest PostScript name accepted (`FontFiles.maxPostScriptNameBytes`).
  package static let maxNameBytes = FontFiles.maxPostScriptNameBytes

  package init(path: String, size: Int, sha256: String, postScriptNames: [String]) {
    self.init(
      file: PackageFileRecord(path: path, size: size, sha256: sha256), postScriptNames: postScriptNames)
  }

  /// The manifest's JSON of the file.
  package var json: JSONValue {
    .object([
      "path": .string(file.path), "size": .integer(file.size), "sha256": .string(file.sha256),
      "postScriptNames": .array(postScriptNames.map(JSONValue.string)),
    ])
  }

  /// Why `path` is no font file's path in a theme folder (`Fonts/` and one file name
  /// `FontFiles.problem(withFileName:)` accepts), or nil.
  package static func problem(withPath path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == folder, let name = parts.last, !name.isEmpty, !name.hasPrefix(".")
    else { return "'\(path)' is not 'Fonts/<file>'" }
    guard FontFiles.isFontFile(String(name)) else {
      return "'\(path)' is not a .ttf, .otf, .ttc or .otc file"
    }
    return FontFiles.problem(withFileName: String(name)).map { "'\(path)': " + $0 }
  }

  /// Why `name` is no PostScript name (`FontFiles.problem(withPostScriptName:)`), or nil.
  package static func problem(withPostScriptName name: String) -> String? {
    FontFiles.problem(withPostScriptName: name)
  }

  /// The first rule the file breaks: its path, digest, size or names; nil when none.
  func firstProblem() -> (pointer: String, message: String)? {
    if let problem = Self.problem(withPath: file.path) { return ("/path", problem) }
    if !SHA256.isHexDigest(file.sha256) { return ("/sha256", "expected 64 lower-case hex digits") }
    if file.size < 1 || file.size > FontFiles.maxFileSize {
      return ("/size", "expected a size from 1 to \(FontFiles.maxFileSize) bytes")
    }
    if postScriptNames.isEmpty || postScriptNames.count > FontFiles.maxFaces {
      return ("/postScriptNames", "expected 1 to \(FontFiles.maxFaces) names")
    }
    for (index, name) in postScriptNames.enumerated() {
      if let problem = Self.problem(withPostScriptName: name) {
        return ("/postScriptNames/\(index)", problem)
      }
    }
    return nil
  }
}
