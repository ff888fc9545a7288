/// One file a package manifest names (`"files"`, and the file part of each `"fontFiles"`
/// entry): its path inside the theme folder, its size in bytes and its SHA-256. The tool
/// writes it, its verifier and the client's installer compare it with the archive.
package struct PackageFileRecord: Sendable, Hashable {
  /// The path inside the theme folder.
  package var path: String
  package var size: Int
  /// SHA-256, 64 lower-case hex digits.
  package var sha256: String

  package init(path: String, size: Int, sha256: String) {
    self.path = path
    self.size = size
    self.sha256 = sha256
  }
}
