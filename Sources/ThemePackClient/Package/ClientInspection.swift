import ThemePackArchive

/// The client's side of `PackageInspector` (the verifier's rules): zlib inflates
/// (`ZlibEntryReader`), Foundation reads the manifest (`ThemeManifest`), and the signature
/// must verify with one of several embedded keys (`ThemeCrypto`).
package struct ClientInspection: PackageInspectionServices {
  let publicKeys: [ThemePublicKey]
  /// False only for the fuzzer, which compares the client's rules with the verifier's
  /// on unsigned input; installs always require a signature.
  let requireSignature: Bool

  package init(publicKeys: [ThemePublicKey], requireSignature: Bool = true) {
    self.publicKeys = publicKeys
    self.requireSignature = requireSignature
  }

  package func readContent(
    _ archive: ClientArchive, directory: ZipDirectory, limits: PackageLimits,
    select: (ZipDirectoryEntry) -> Bool,
    keep: (ZipDirectoryEntry) -> Bool, keepLimit: Int, sink: (any PackageEntrySink)?
  ) throws -> PackageContentOutcome {
    try ZlibEntryReader(archive: archive, directory: directory, limits: limits).read(
      select: select, keep: keep, keepLimit: keepLimit, sink: sink)
  }

  package func parseManifest(_ bytes: [UInt8], maxNameBytes: Int) -> Result<
    ThemeManifest, PackageManifestFailure
  > {
    ThemeManifest.parse(bytes, maxNameBytes: maxNameBytes)
  }

  /// True for installs: the client installs signed packages only.
  package var checksSignature: Bool { requireSignature }

  package func signatureProblem(_ signature: [UInt8], manifest: [UInt8]) -> String? {
    for key in publicKeys
    where ThemeCrypto.isValidSignature(signature, for: manifest, publicKey: key.rawRepresentation) {
      return nil
    }
    let known = publicKeys.map(\.fingerprint).joined(separator: ", ")
    return "is by no known key (known: \(known.isEmpty ? "none" : known))"
  }

  /// Why the text of `index.json.sig` does not sign `index` by one of the keys (nil when it
  /// does): malformed, or verifying with no key. An Ed25519 check cannot tell a changed
  /// or truncated index from another key's signature, so the words name both.
  package func indexSignatureProblem(_ file: [UInt8], index: [UInt8]) -> String? {
    guard let signature = PackageSignature.decode(file) else {
      return "is malformed: expected one line of base64 of 64 bytes"
    }
    guard signatureProblem(signature, manifest: index) != nil else { return nil }
    let known = publicKeys.map(\.fingerprint).joined(separator: ", ")
    return "does not verify with any known key (known: \(known.isEmpty ? "none" : known)): the index was "
      + "changed or cut short after signing, or another key signed it"
  }
}
