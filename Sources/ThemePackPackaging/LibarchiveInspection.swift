import ThemePackArchive

/// `themepack`'s side of `PackageInspector`: libarchive inflates (`PackageContentReader`),
/// the strict JSON parser reads the manifest (`PackageManifest.parse`), libsodium checks
/// the signature with one optional public key.
package struct LibarchiveInspection: PackageInspectionServices {
  package let publicKey: PublicKey?

  package func readContent(
    _ bytes: [UInt8], directory: ZipDirectory, limits: PackageLimits, select: (ZipDirectoryEntry) -> Bool,
    keep: (ZipDirectoryEntry) -> Bool, keepLimit: Int, sink: (any PackageEntrySink)?
  ) throws -> PackageContentOutcome {
    try PackageContentReader(bytes: bytes, directory: directory, limits: limits).read(
      select: select, keep: keep, keepLimit: keepLimit, sink: sink)
  }

  package func parseManifest(_ bytes: [UInt8], maxNameBytes: Int) -> Result<
    PackageManifest, PackageManifestFailure
  > {
    PackageManifest.parse(bytes, maxNameBytes: maxNameBytes)
  }

  package var checksSignature: Bool { publicKey != nil }

  package func signatureProblem(_ signature: [UInt8], manifest: [UInt8]) -> String? {
    guard let publicKey else { return "cannot be checked without a public key" }
    if publicKey.isValidSignature(signature, for: manifest) { return nil }
    return "does not verify with public key \(publicKey.fingerprint)"
  }
}

extension PackageInspector where Services == LibarchiveInspection {
  /// The inspector of `themepack verify`, `unpack` and `package`.
  package init(bytes: [UInt8], publicKey: PublicKey?, limits: PackageLimits) {
    self.init(source: bytes, services: LibarchiveInspection(publicKey: publicKey), limits: limits)
  }
}
