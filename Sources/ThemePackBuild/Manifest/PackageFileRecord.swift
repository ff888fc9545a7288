import ThemePackSupport

/// One file listed in a package manifest: its path inside the theme folder, its size in
/// bytes and its SHA-256 as lower-case hexadecimal.
public struct PackageFileRecord: Sendable, Equatable, Hashable {
  public var path: String
  public var size: Int
  public var sha256: String

  public init(path: String, size: Int, sha256: String) {
    self.path = path
    self.size = size
    self.sha256 = sha256
  }

  /// `{"path": …, "sha256": …, "size": …}` as the manifest stores it.
  public var json: JSONValue {
    .object(["path": .string(path), "size": .integer(size), "sha256": .string(sha256)])
  }
}
