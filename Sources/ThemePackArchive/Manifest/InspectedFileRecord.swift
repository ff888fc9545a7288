/// One file a package manifest lists, as the inspector compares it with the archive.
package struct InspectedFileRecord: Sendable, Equatable {
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
