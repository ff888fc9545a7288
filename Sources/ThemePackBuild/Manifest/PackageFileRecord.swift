import ThemePackSupport

/// One file listed in a package manifest: its path inside the theme folder, its size in
/// bytes and its SHA-256 as lower-case hexadecimal.
package struct PackageFileRecord: Sendable, Equatable, Hashable {
  package var path: String
  package var size: Int
  package var sha256: String

  package init(path: String, size: Int, sha256: String) {
    self.path = path
    self.size = size
    self.sha256 = sha256
  }

  /// `{"path": …, "sha256": …, "size": …}` as the manifest stores it.
  package var json: JSONValue {
    .object(["path": .string(path), "size": .integer(size), "sha256": .string(sha256)])
  }
}
