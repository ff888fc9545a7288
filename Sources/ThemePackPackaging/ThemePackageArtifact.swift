/// One theme package made by `ThemePackager`, in memory, ready for `PackagePublisher`.
package struct ThemePackageArtifact: Sendable, Equatable {
  /// `<package>-<theme>-<version>.zip`.
  package let fileName: String
  /// The zip's bytes.
  package let bytes: [UInt8]
  /// The SHA-256 of `bytes`, lower-case hex.
  package let sha256: String
  /// The manifest as packaged (with its `"files"` list).
  package let manifest: PackageManifest
  /// Whether the package holds `manifest.json.sig`.
  package let isSigned: Bool

  package init(
    fileName: String, bytes: [UInt8], sha256: String, manifest: PackageManifest, isSigned: Bool
  ) {
    self.fileName = fileName
    self.bytes = bytes
    self.sha256 = sha256
    self.manifest = manifest
    self.isSigned = isSigned
  }

  /// The zip's size in bytes.
  package var size: Int { bytes.count }
  package var theme: String { manifest.theme }
  package var version: String { manifest.version }
  /// The identity of the content (see `PackageManifest.contentSHA256`).
  package var contentSHA256: String { manifest.contentSHA256 }
}
