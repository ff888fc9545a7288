/// The three things `PackageInspector` leaves to its user, so that `themepack verify` and
/// `ThemePackClient` share every rule while each brings its own C libraries: inflating
/// the content (libarchive / zlib), parsing the manifest (the strict JSON parser /
/// Foundation), and checking the signature (libsodium / the client's crypto seam).
package protocol PackageInspectionServices {
  associatedtype Manifest: InspectableManifest
  /// Where the archive's bytes are read from.
  associatedtype Source: ZipByteSource

  /// Inflates the entries `select` picks, in file order, counting real bytes with
  /// `PackageEntryCounter`; keeps the bytes of those `keep` picks (up to `keepLimit`
  /// bytes, else the digest has no bytes); hands every chunk to `sink` when given.
  func readContent(
    _ source: Source, directory: ZipDirectory, limits: PackageLimits, select: (ZipDirectoryEntry) -> Bool,
    keep: (ZipDirectoryEntry) -> Bool, keepLimit: Int, sink: (any PackageEntrySink)?
  ) throws -> PackageContentOutcome

  /// The manifest in `bytes`, or why it is malformed (without the file name).
  func parseManifest(_ bytes: [UInt8], maxNameBytes: Int) -> Result<Manifest, PackageManifestFailure>

  /// Whether signatures are checked at all (false: no public key was given).
  var checksSignature: Bool { get }

  /// Nil when `signature` (64 raw bytes) signs `manifest` with a known key, else why not
  /// ("does not verify with public key 0123…").
  func signatureProblem(_ signature: [UInt8], manifest: [UInt8]) -> String?
}
