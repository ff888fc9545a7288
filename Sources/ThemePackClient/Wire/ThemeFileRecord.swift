/// One file a manifest lists: its path inside the theme folder, size and SHA-256 (read by
/// the wire contract's `PackageManifestHeader`).
package struct ThemeFileRecord: Sendable, Equatable {
  public var path: String
  public var size: Int
  public var sha256: String

  public init(path: String, size: Int, sha256: String) {
    self.path = path
    self.size = size
    self.sha256 = sha256
  }
}
