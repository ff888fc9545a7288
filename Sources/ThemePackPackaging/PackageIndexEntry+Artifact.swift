import ThemePackArchive

extension PackageIndexEntry {
  /// The entry for a freshly made package.
  package init(_ artifact: ThemePackageArtifact) {
    self.init(
      theme: artifact.theme, version: artifact.version, file: artifact.fileName, size: artifact.size,
      sha256: artifact.sha256, contentSHA256: artifact.contentSHA256,
      formatVersion: artifact.manifest.formatVersion,
      minimumReaderVersion: artifact.manifest.minimumReaderVersion, signed: artifact.isSigned,
      color: artifact.manifest.color, darkColor: artifact.manifest.darkColor)
  }

  /// Whether `self` and `other` hold the same content: equal content hashes when both
  /// have one, else equal zip hashes.
  package func hasSameContent(as other: PackageIndexEntry) -> Bool {
    if let mine = contentSHA256, let theirs = other.contentSHA256 { return mine == theirs }
    return sha256 == other.sha256
  }
}
