import ThemePackArchive

/// One file a manifest lists: its path inside the theme folder, size and SHA-256.
public struct ThemeFileRecord: Sendable, Equatable, Decodable {
  public var path: String
  public var size: Int
  public var sha256: String

  static let maxNameBytesKey = CodingUserInfoKey(rawValue: "maxNameBytes")!

  private enum Keys: String, CodingKey { case path, size, sha256 }

  /// Reads one item of `"files"`, checking the path with the verifier's entry rules.
  public init(from decoder: any Decoder) throws {
    let label = "\"files\" item \((decoder.codingPath.last?.intValue ?? 0) + 1)"
    guard let container = try? decoder.container(keyedBy: Keys.self),
      let path = try? container.decode(String.self, forKey: .path)
    else { throw PackageManifestFailure("\(label) has no \"path\" string") }
    let maxBytes = decoder.userInfo[Self.maxNameBytesKey] as? Int ?? PackageLimits.default.maxNameBytes
    if let problem = PackageEntryName.problem(Array(path.utf8), maxBytes: maxBytes) {
      throw PackageManifestFailure("\(label) path '\(PackageEntryName.display(path))' \(problem)")
    }
    if path.hasSuffix("/") || path == PackageFileNames.manifest || path == PackageFileNames.signature {
      throw PackageManifestFailure("\(label) lists '\(path)', which is not a theme file")
    }
    guard let size = try? container.decode(Int.self, forKey: .size), size >= 0 else {
      throw PackageManifestFailure("\(label) has no \"size\" integer")
    }
    guard let sha = try? container.decode(String.self, forKey: .sha256), HexDigits.isSHA256(sha) else {
      throw PackageManifestFailure("\(label) has no \"sha256\" of 64 lower-case hex digits")
    }
    self.path = path
    self.size = size
    self.sha256 = sha
  }
}
