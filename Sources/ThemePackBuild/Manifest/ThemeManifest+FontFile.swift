import ThemePackProject
import ThemePackSupport

extension ThemeManifest {
  /// A font file the theme ships (`"fontFiles"` in the manifest): its path in the theme
  /// folder (`Fonts/<file>`), size, SHA-256 and the PostScript names of its faces in face
  /// order, which an app registers from the installed version's folder and names fonts by.
  package struct FontFile: Sendable, Hashable {
    /// The runtime folder's subfolder of font files.
    package static let folder = "Fonts"
    /// The longest PostScript name accepted (`FontFiles.maxPostScriptNameBytes`).
    package static let maxNameBytes = FontFiles.maxPostScriptNameBytes

    package var path: String
    package var size: Int
    package var sha256: String
    package var postScriptNames: [String]

    package init(path: String, size: Int, sha256: String, postScriptNames: [String]) {
      self.path = path
      self.size = size
      self.sha256 = sha256
      self.postScriptNames = postScriptNames
    }

    /// The manifest's JSON of the file.
    package var json: JSONValue {
      .object([
        "path": .string(path), "size": .integer(size), "sha256": .string(sha256),
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
      if let problem = Self.problem(withPath: path) { return ("/path", problem) }
      if !SHA256.isHexDigest(sha256) { return ("/sha256", "expected 64 lower-case hex digits") }
      if size < 1 || size > FontFiles.maxFileSize {
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

  /// The first font file the manifest cannot hold: a broken entry, two entries with one path
  /// or one PostScript name, or (in a package) an entry the `files` list lacks or gives
  /// another size or digest.
  package func fontFileProblem() -> (pointer: String, message: String, atKey: Bool)? {
    var paths: Set<String> = []
    var names: Set<String> = []
    let records = files.map { Dictionary($0.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }) }
    for (index, file) in fontFiles.enumerated() {
      let pointer = "/fontFiles/\(index)"
      if let (path, message) = file.firstProblem() { return (pointer + path, message, false) }
      guard paths.insert(file.path).inserted else {
        return (pointer + "/path", "'\(file.path)' is listed twice", false)
      }
      for name in file.postScriptNames where !names.insert(name).inserted {
        return (pointer + "/postScriptNames", "PostScript name '\(name)' is in two font files", false)
      }
      if let records {
        guard let record = records[file.path], record.size == file.size, record.sha256 == file.sha256 else {
          return (pointer, "'\(file.path)' is not in 'files' with this size and SHA-256", false)
        }
      }
    }
    return nil
  }
}
