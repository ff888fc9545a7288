/// One package in the catalog an app server publishes (`index.json`).
public struct PackageIndexEntry: Sendable, Equatable, Codable {
  public var theme: String
  public var version: String
  /// The zip's file name, e.g. `MyApp-blue-1.2.0.zip`.
  public var file: String
  /// The zip's size in bytes.
  public var size: Int
  /// The zip's SHA-256, lower-case hex.
  public var sha256: String
  /// The identity of the package's content (see `PackageManifest.contentSHA256`), which
  /// does not change when the same content is signed by another key. Nil in indexes
  /// written by other tools; immutability then compares `sha256`.
  public var contentSHA256: String?
  /// The theme's `"formatVersion"`.
  public var formatVersion: Int
  /// The lowest reader version able to read the package.
  public var minimumReaderVersion: Int
  /// Whether the zip holds `manifest.json.sig`.
  public var signed: Bool

  public init(
    theme: String, version: String, file: String, size: Int, sha256: String, contentSHA256: String?,
    formatVersion: Int, minimumReaderVersion: Int, signed: Bool
  ) {
    self.theme = theme
    self.version = version
    self.file = file
    self.size = size
    self.sha256 = sha256
    self.contentSHA256 = contentSHA256
    self.formatVersion = formatVersion
    self.minimumReaderVersion = minimumReaderVersion
    self.signed = signed
  }

  /// The entry for a freshly made package.
  public init(_ artifact: ThemePackageArtifact) {
    self.init(
      theme: artifact.theme, version: artifact.version, file: artifact.fileName, size: artifact.size,
      sha256: artifact.sha256, contentSHA256: artifact.contentSHA256,
      formatVersion: artifact.manifest.formatVersion,
      minimumReaderVersion: artifact.manifest.minimumReaderVersion, signed: artifact.isSigned)
  }

  private enum CodingKeys: String, CodingKey {
    case theme, version, file, size, sha256, contentSHA256, formatVersion, minimumReaderVersion, signed
  }

  /// Reads one entry of an index's `"packages"`: `"theme"`, `"version"` and `"file"`
  /// strings, `"size"`, `"sha256"` are required; `"contentSHA256"` is checked when it is a
  /// string, `"formatVersion"` defaults to 1, `"minimumReaderVersion"` to the format,
  /// `"signed"` to false. Throws a `CheckedJSONDecoder.Malformed` naming the entry by its
  /// place in the array ("package 2").
  public init(from decoder: any Decoder) throws {
    let label = "package \((decoder.codingPath.last?.intValue ?? 0) + 1)"
    let container = try? decoder.container(keyedBy: CodingKeys.self)
    guard let container, let theme = container.stringIfString(forKey: .theme),
      let version = container.stringIfString(forKey: .version),
      let file = container.stringIfString(forKey: .file)
    else {
      throw CheckedJSONDecoder.Malformed("\(label) needs \"theme\", \"version\" and \"file\" strings")
    }
    guard let size = container.wholeNumber(forKey: .size), size >= 0 else {
      throw CheckedJSONDecoder.Malformed("\(label) has no \"size\"")
    }
    guard let sha = container.stringIfString(forKey: .sha256), SHA256.isHexDigest(sha) else {
      throw CheckedJSONDecoder.Malformed("\(label) has no \"sha256\" of 64 lower-case hex digits")
    }
    let contentSHA = container.stringIfString(forKey: .contentSHA256)
    if let contentSHA, !SHA256.isHexDigest(contentSHA) {
      throw CheckedJSONDecoder.Malformed("\(label) has a malformed \"contentSHA256\"")
    }
    let format = container.wholeNumber(forKey: .formatVersion) ?? 1
    self.init(
      theme: theme, version: version, file: file, size: size, sha256: sha, contentSHA256: contentSHA,
      formatVersion: format,
      minimumReaderVersion: container.wholeNumber(forKey: .minimumReaderVersion) ?? format,
      signed: ((try? container.decodeIfPresent(Bool.self, forKey: .signed)) ?? nil) ?? false)
  }

  /// Whether `self` and `other` hold the same content: equal content hashes when both
  /// have one, else equal zip hashes.
  func hasSameContent(as other: PackageIndexEntry) -> Bool {
    if let mine = contentSHA256, let theirs = other.contentSHA256 { return mine == theirs }
    return sha256 == other.sha256
  }
}
