/// One theme package made by `ThemePackager`, in memory, ready for `PackagePublisher`.
public struct ThemePackageArtifact: Sendable, Equatable {
  /// `<package>-<theme>-<version>.zip`.
  public let fileName: String
  /// The zip's bytes.
  public let bytes: [UInt8]
  /// The SHA-256 of `bytes`, lower-case hex.
  public let sha256: String
  /// The manifest as packaged (with its `"files"` list).
  public let manifest: PackageManifest
  /// Whether the package holds `manifest.json.sig`.
  public let isSigned: Bool

  public init(
    fileName: String, bytes: [UInt8], sha256: String, manifest: PackageManifest, isSigned: Bool
  ) {
    self.fileName = fileName
    self.bytes = bytes
    self.sha256 = sha256
    self.manifest = manifest
    self.isSigned = isSigned
  }

  /// The zip's size in bytes.
  public var size: Int { bytes.count }
  public var theme: String { manifest.theme }
  public var version: String { manifest.version }
  /// The identity of the content (see `PackageManifest.contentSHA256`).
  public var contentSHA256: String { manifest.contentSHA256 }
}
