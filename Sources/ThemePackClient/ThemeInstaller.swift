import Foundation
import ThemePackArchive

/// Installs theme packages from an index into an install root (see `ThemeLibrary` for its
/// layout), the way Sparkle updates apps: length, hash and signature are checked before a
/// byte is extracted.
///
/// `install` fetches the index and its signature (`index.json.sig` beside it, by one of
/// `publicKeys`, checked before the index is parsed), refuses it when older than the newest
/// one accepted here,
/// picks the newest version of the theme this client can read (or the one asked for;
/// the entry's and then the manifest's `minimumReaderVersion`, see `PackageWireFormat`),
/// refuses a downgrade, fetches the zip, checks its length and SHA-256 against the index,
/// inspects it with `themepack verify`'s rules (`PackageInspector`, shared) including the
/// manifest's Ed25519 signature by one of `publicKeys`, extracts it into a staging folder,
/// renames that into `<root>/<theme>/<version>/` and then points `current` at it with one
/// rename. The version before is kept until the next install succeeds. A refused or failed
/// install changes nothing under the root; what an interrupted one left is removed by the
/// next call.
public struct ThemeInstaller: Sendable {
  public let library: ThemeLibrary
  public let publicKeys: [ThemePublicKey]
  public let fetcher: any ThemeFetching
  public let limits: PackageLimits

  public init(
    root: URL, publicKeys: [ThemePublicKey], fetcher: any ThemeFetching = URLSessionFetcher(),
    limits: PackageLimits = .default
  ) {
    self.library = ThemeLibrary(root: root)
    self.publicKeys = publicKeys
    self.fetcher = fetcher
    self.limits = limits
  }

  /// What an install did.
  public struct Outcome: Sendable, Equatable {
    public var theme: String
    public var version: String
    /// The version that was current before, if any.
    public var previous: String?
    /// False when `version` was current already (nothing was fetched or written).
    public var changed: Bool

    public init(theme: String, version: String, previous: String?, changed: Bool) {
      self.theme = theme
      self.version = version
      self.previous = previous
      self.changed = changed
    }
  }

  /// Installs the newest readable version of `theme` (or exactly `version`) listed by the
  /// index at `indexURL`.
  public func install(
    indexURL: URL, theme: String, version: String? = nil
  ) async throws(ThemeInstallError) -> Outcome {
    library.cleanLeftovers()
    let index = try await fetchIndex(indexURL)
    let accepted = AcceptedIndexState.load(library)
    if let refusal = accepted.refusal(of: index) {
      throw ThemeInstallError(
        .indexReplayed, "refusing package index '\(indexURL.absoluteString)': \(refusal)")
    }
    guard let entry = index.newest(of: theme, version: version) else {
      throw ThemeInstallError(
        .notInIndex,
        "package index '\(indexURL.absoluteString)': \(index.absence(of: theme, version: version))")
    }
    let current = library.currentVersion(of: theme)
    if let current, ThemeVersionOrder.precedes(entry.version, current) {
      throw ThemeInstallError(
        .downgrade, "refusing theme '\(theme)' version \(entry.version): version \(current) is installed")
    }
    let newState = AcceptedIndexState(
      sequence: max(index.sequence, accepted.sequence),
      date: [accepted.date, index.date].compactMap { $0 }.max())
    if current == entry.version {
      try save(newState, if: newState != accepted)
      return Outcome(theme: theme, version: entry.version, previous: current, changed: false)
    }
    let zipURL = indexURL.deletingLastPathComponent().appendingPathComponent(entry.file)
    let bytes = try await fetchPackage(zipURL, entry: entry)
    let package = try inspect(bytes, entry: entry, source: zipURL.absoluteString)
    try commit(package, bytes: bytes, entry: entry, source: zipURL.absoluteString)
    try save(newState, if: newState != accepted)
    library.prune(theme, keeping: entry.version)
    return Outcome(theme: theme, version: entry.version, previous: current, changed: true)
  }

  /// The index at `url`, read only after its signature (`<url>.sig`) verified with one of
  /// the embedded keys.
  private func fetchIndex(_ url: URL) async throws(ThemeInstallError) -> ThemeIndex {
    let bytes: [UInt8]
    do {
      bytes = try await fetcher.fetch(url, maxBytes: ThemeIndex.maxBytes)
    } catch {
      throw ThemeInstallError(.invalidIndex, "cannot fetch package index '\(url.absoluteString)': \(error)")
    }
    let signatureURL = url.deletingLastPathComponent().appendingPathComponent(
      url.lastPathComponent + ".sig")
    let signature: [UInt8]
    do {
      signature = try await fetcher.fetch(signatureURL, maxBytes: 256)
    } catch {
      throw ThemeInstallError(
        .unknownKey,
        "refusing package index '\(url.absoluteString)': it is not signed "
          + "('\(signatureURL.absoluteString)' cannot be fetched: \(error))")
    }
    if let problem = ClientInspection(publicKeys: publicKeys).indexSignatureProblem(signature, index: bytes) {
      throw ThemeInstallError(
        .unknownKey, "refusing package index '\(url.absoluteString)': its signature \(problem)")
    }
    return try ThemeIndex.parse(bytes, source: url.absoluteString)
  }

  /// The zip's bytes, checked against the index's length and SHA-256.
  private func fetchPackage(_ url: URL, entry: ThemeIndexEntry) async throws(ThemeInstallError) -> [UInt8] {
    let name = url.absoluteString
    guard entry.size <= limits.maxArchiveBytes else {
      throw ThemeInstallError(
        .packageRefused,
        "refusing '\(name)': the index gives \(entry.size) bytes, more than the limit of "
          + "\(limits.maxArchiveBytes)")
    }
    let bytes: [UInt8]
    do {
      bytes = try await fetcher.fetch(url, maxBytes: entry.size)
    } catch ThemeFetchError.tooLarge {
      throw ThemeInstallError(
        .lengthMismatch, "refusing '\(name)': it is longer than the \(entry.size) bytes the index gives")
    } catch {
      throw ThemeInstallError(.fetchFailed, "cannot fetch '\(name)': \(error)")
    }
    guard bytes.count == entry.size else {
      throw ThemeInstallError(
        .lengthMismatch, "refusing '\(name)': it is \(bytes.count) bytes, the index gives \(entry.size)")
    }
    guard HexDigits.string(ThemeCrypto.sha256(bytes)) == entry.sha256 else {
      throw ThemeInstallError(.hashMismatch, "refusing '\(name)': its SHA-256 is not the index's")
    }
    return bytes
  }

  /// The verifier's inspection, with the signature checked against the embedded keys and
  /// the manifest naming the theme and version the index promised.
  private func inspect(
    _ bytes: [UInt8], entry: ThemeIndexEntry, source: String
  ) throws(ThemeInstallError) -> PackageInspector<ClientInspection>.Report {
    let report = PackageInspector(
      bytes: bytes, services: ClientInspection(publicKeys: publicKeys), limits: limits
    )
    .inspect()
    if let problem = report.problems.first {
      throw ThemeInstallError(Self.kind(of: problem), "refusing '\(source)': \(problem.message)")
    }
    guard let manifest = report.manifest, manifest.theme == entry.theme, manifest.version == entry.version,
      report.theme == entry.theme, report.signatureVerified
    else {
      let found = report.manifest.map { "theme '\($0.theme)' version \($0.version)" } ?? "no manifest"
      throw ThemeInstallError(
        .packageRefused,
        "refusing '\(source)': the index promises theme '\(entry.theme)' version \(entry.version), it holds \(found)"
      )
    }
    if let problem = manifest.header.readerProblem(reader: ThemeIndex.readerName) {
      throw ThemeInstallError(.packageRefused, "refusing '\(source)': its manifest says \(problem)")
    }
    return report
  }

  private static func kind(of problem: PackageProblem) -> ThemeInstallError.Kind {
    switch problem.kind {
    case .signatureMissing, .signatureInvalid: return .unknownKey
    case .missingFile, .unlistedFile, .sizeMismatch, .hashMismatch: return .manifestMismatch
    default: return .packageRefused
    }
  }

  private func save(_ state: AcceptedIndexState, if changed: Bool) throws(ThemeInstallError) {
    guard changed else { return }
    do {
      try state.save(library)
    } catch {
      throw ThemeInstallError(.io, "cannot record the accepted index under '\(library.root.path)': \(error)")
    }
  }
}
