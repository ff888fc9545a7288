/// A font file a theme ships (`"fontFiles"` in the manifest): the file (`Fonts/<file>`, its
/// size and SHA-256) and the PostScript names of its faces in face order, which an app
/// registers from the installed version's folder and names fonts by.
///
/// Each side keeps its own rules beside it: the tool refuses a broken entry
/// (`PackageFontFile.firstProblem()` in ThemePackBuild), the client leaves one out
/// (`PackageFontFile.trusted(_:records:)` in ThemePackClient).
package struct PackageFontFile: Sendable, Hashable {
  package var file: PackageFileRecord
  /// The faces' PostScript names, in face order.
  package var postScriptNames: [String]

  package init(file: PackageFileRecord, postScriptNames: [String]) {
    self.file = file
    self.postScriptNames = postScriptNames
  }

  /// The file's path inside the theme folder (`file.path`).
  package var path: String { file.path }
}

extension PackageFontFile: Decodable {
  private enum Keys: String, CodingKey { case path, size, sha256, postScriptNames }

  /// Reads one `"fontFiles"` entry: `{"path", "size", "sha256", "postScriptNames"}`, each of
  /// its type; what the entry means is for the reader's rules to judge.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    self.init(
      file: PackageFileRecord(
        path: try container.decode(String.self, forKey: .path),
        size: try container.decode(Int.self, forKey: .size),
        sha256: try container.decode(String.self, forKey: .sha256)),
      postScriptNames: try container.decode([String].self, forKey: .postScriptNames))
  }
}
