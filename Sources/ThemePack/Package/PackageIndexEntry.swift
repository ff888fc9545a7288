/// One package in the catalog an app server publishes (`index.json`).
public struct PackageIndexEntry: Sendable, Equatable {
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

  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "theme": .string(theme), "version": .string(version), "file": .string(file), "size": .integer(size),
      "sha256": .string(sha256), "formatVersion": .integer(formatVersion),
      "minimumReaderVersion": .integer(minimumReaderVersion), "signed": .bool(signed),
    ]
    if let contentSHA256 { members["contentSHA256"] = .string(contentSHA256) }
    return .object(members)
  }

  /// Whether `self` and `other` hold the same content: equal content hashes when both
  /// have one, else equal zip hashes.
  func hasSameContent(as other: PackageIndexEntry) -> Bool {
    if let mine = contentSHA256, let theirs = other.contentSHA256 { return mine == theirs }
    return sha256 == other.sha256
  }
}
