import ThemePackArchive

/// One package an index lists.
public struct ThemeIndexEntry: Sendable, Equatable, Decodable {
  public var theme: String
  public var version: String
  /// The zip's file name, beside the index.
  public var file: String
  /// The zip's length in bytes.
  public var size: Int
  /// The zip's SHA-256, 64 lower-case hex digits.
  public var sha256: String
  /// The lowest reader version able to read the package (default: 1).
  public var minimumReaderVersion: Int

  private enum Keys: String, CodingKey { case theme, version, file, size, sha256, minimumReaderVersion }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    theme = try container.decode(String.self, forKey: .theme)
    version = try container.decode(String.self, forKey: .version)
    file = try container.decode(String.self, forKey: .file)
    size = try container.decode(Int.self, forKey: .size)
    sha256 = try container.decode(String.self, forKey: .sha256)
    minimumReaderVersion = (try? container.decodeIfPresent(Int.self, forKey: .minimumReaderVersion)) ?? 1
  }

  /// What makes this entry unusable, as "has …", or nil.
  var problem: String? {
    for (what, value) in [("theme", theme), ("version", version), ("file", file)] {
      if let problem = PackageEntryName.componentProblem(value) {
        return "has an unsafe \(what) '\(PackageEntryName.display(value))': it \(problem)"
      }
    }
    if version == ThemeLibrary.currentFileName {
      return "has the version '\(version)', a name the installer keeps for itself"
    }
    if size < 0 { return "has a negative \"size\"" }
    if !HexDigits.isSHA256(sha256) { return "has no \"sha256\" of 64 lower-case hex digits" }
    return nil
  }
}
