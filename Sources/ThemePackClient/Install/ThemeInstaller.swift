import Foundation
import ThemePackArchive

/// Installs theme packages from an index into an install root (see `ThemeLibrary` for its
/// layout), the way Sparkle updates apps: length, hash and signature are checked before a
/// byte is extracted.
///
/// `install` fetches the index and its signature (`index.json.sig` beside it, by one of
/// `publicKeys`, checked before the index is parsed), refuses it when older than the newest
/// one accepted here,
/// picks the newest version of the theme this client can read by SemVer precedence, never
/// a pre-release unless `allowsPreReleases` (or the one asked for;
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
  /// The caps every package this installer reads is held to.
  public let limits: Limits
  /// How long one install (or catalogue) may take in all: the wait for another install into
  /// the same root, the index, its signature and the package together. Past it the install
  /// fails `timedOut` (or `busy` while waiting), the root as before.
  public var timeout: Duration
  /// When the running call must be done (`timeout` from its start); nil outside a call.
  var deadline: ContinuousClock.Instant?
  /// Whether an install without a version (and the catalogue) may pick a pre-release
  /// (`9.0.1-rc.1`, SemVer): false by default, the stable channel. An install naming its
  /// version gets that version either way.
  public var allowsPreReleases = false
  /// The durability tests' view of the syncs and the switch; nil records nothing.
  var fileEvents: FileEventLog?
  /// Registers the font files of the version an install makes current, after the switch, and
  /// unregisters a version's before it is pruned (`ThemeFontRegistrationPlan`):
  /// `CoreTextFontRegistrar` on Apple platforms, nil (nothing registered) elsewhere.
  package var fontRegistrar: (any ThemeFontRegistering)?

  /// Posted on `NotificationCenter.default` after an install made a new version current;
  /// `userInfo` holds the root's path (`rootKey`), `"theme"` and `"version"`. `ThemeStore`
  /// listens, so a store of the same root serves the new version of its theme.
  public static let didInstallNotification = Notification.Name("ThemePackClient.didInstall")
  /// The `userInfo` key of the install root's standardised path.
  public static let rootKey = "root"

  /// The timeout when none is given: two minutes for the whole install.
  public static let defaultTimeout: Duration = .seconds(120)

  public init(
    root: URL, publicKeys: [ThemePublicKey], fetcher: any ThemeFetching = URLSessionFetcher(),
    limits: Limits = .default, timeout: Duration = ThemeInstaller.defaultTimeout
  ) {
    self.library = ThemeLibrary(root: root)
    self.publicKeys = publicKeys
    self.fetcher = fetcher
    self.limits = limits
    self.timeout = timeout
    #if canImport(CoreText)
      self.fontRegistrar = CoreTextFontRegistrar()
    #endif
  }

  /// What an install did.
  public struct Outcome: Sendable, Equatable {
    public var theme: String
    public var version: String
    /// The version that was current before, if any.
    public var previous: String?
    /// False when `version` was current already (nothing was fetched or written).
    public var changed: Bool
    /// The bytes of the package fetched (less than `packageBytes` for an update fetched in
    /// ranges; more when a range install gave up and downloaded the whole package) and the
    /// package's length; both left out of `==`.
    public var fetchedBytes = 0
    public var packageBytes = 0

    public init(theme: String, version: String, previous: String?, changed: Bool) {
      self.theme = theme
      self.version = version
      self.previous = previous
      self.changed = changed
    }

    public static func == (left: Outcome, right: Outcome) -> Bool {
      (left.theme, left.version, left.previous, left.changed)
        == (right.theme, right.version, right.previous, right.changed)
    }
  }

  /// Installs the newest readable version of `theme` (or exactly `version`) listed by the
  /// index at `indexURL`.
  ///
  /// `theme` and `version` are taken in Unicode NFC (`precomposedStringWithCanonicalMapping`),
  /// as the index reader takes the index's names: an NFD spelling of a theme is that theme.
  ///
  /// The root's lock (one holder at a time, in this process or another) is held to read the
  /// root and the index, given up while the package downloads and is checked, and taken
  /// again to check the root anew and switch; a caller waiting for it past `timeout` fails
  /// as `busy`. Cancelling the task stops the
  /// install at the next step with `cancelled`, the root unchanged, until the moment the
  /// new version is moved into place; after that the install completes.
  ///
  /// `progress`, when given, hears each step as it starts: the index check, the download
  /// with the bytes so far (as the fetcher reports them; `URLSessionFetcher` does, from its
  /// transfer's thread), the checks, the move into place, and the end. Keep it quick, and
  /// hop to the main actor to update a view.
  public func install(
    indexURL: URL, theme: String, version: String? = nil,
    progress: (@Sendable (ThemeInstallProgress) -> Void)? = nil
  ) async throws(ThemeInstallError) -> Outcome {
    // One spelling from here on: the lookup, the folders, the downgrade check, the record.
    let theme = ThemeNameSpelling.nfc(theme)
    let version = version.map(ThemeNameSpelling.nfc)
    var bounded = self
    bounded.deadline = ContinuousClock.now.advanced(by: timeout)
    // A refused install leaves no folder it made: the root and its missing parents go
    // again when nothing was put in them.
    let made = ClientFileSystem.missingFolders(library.root)
    do {
      return try await bounded.installLocked(
        indexURL: indexURL, theme: theme, version: version, freshRoot: !made.isEmpty, progress: progress)
    } catch {
      for folder in made { ClientFileSystem.removeFolderIfEmpty(folder) }
      throw error
    }
  }

  /// `install` past the names and the deadline: the root's lock is held to read the root
  /// and the index and choose the version, given up while the package downloads and is
  /// checked (a `remove` or another install's checks need not wait for a download), and
  /// taken again to check the root anew and make the switch. `freshRoot`: the root did not
  /// exist before this call.
  private func installLocked(
    indexURL: URL, theme: String, version: String?, freshRoot: Bool,
    progress: (@Sendable (ThemeInstallProgress) -> Void)?
  ) async throws(ThemeInstallError) -> Outcome {
    let first = try await lockedRoot(for: theme, doing: "install", badName: .notInIndex)
    defer { first.release() }
    let recorded = try InstallRecord.load(library)
    let record = try saved(library.cleanLeftovers(recorded), was: recorded)
    progress?(ThemeInstallProgress(.checkingIndex))
    let (index, servedURL, accepted) = try await acceptableIndex(indexURL)
    let entry = try installableEntry(of: theme, version: version, in: index, from: indexURL, record: record)
    if let unchanged = try unchangedOutcome(entry, accepted: accepted, index: index, progress: progress) {
      return unchanged
    }
    let slot = try DownloadSlot(in: library.stateFolder)
    defer {
      slot.finish()
      removeStateFolderIfEmpty()
    }
    let zipURL = servedURL.deletingLastPathComponent().appendingPathComponent(entry.file)
    let resuming = slot.adopt(
      url: zipURL.absoluteString, sha256: entry.sha256, size: entry.size, maxBytes: limits.maxArchiveBytes)
    first.release()
    var (ranges, spent) = (true, 0)
    while true {
      var package = try await fetchAndInspect(
        entry, at: zipURL, into: slot, resuming: ranges ? resuming : nil, ranges: ranges, progress: progress,
        downloadFailed: { () async in
          // The floor rises on a failed download too (in a root that existed before).
          guard !freshRoot,
            let again = try? await lockedRoot(for: theme, doing: "install", badName: .notInIndex)
          else { return }
          defer { again.release() }
          if let state = try? AcceptedIndexState.load(library) { try? raiseFloor(state, to: index) }
        })
      package.fetched += spent
      if let outcome = try await switchLocked(
        to: package, entry: entry, index: index, from: indexURL, progress: progress)
      {
        return outcome
      }
      // The range install's commit failed (the installed version it copies from changed
      // since it was checked, without the root's lock): once more with the whole package.
      (ranges, spent) = (false, package.fetched)
    }
  }

  /// Takes the root's lock again, checks the root anew (another install may have moved on
  /// meanwhile) and commits `package`; nil when the package was fetched in ranges and its
  /// commit failed for want of the installed files it copies (the root as before): the
  /// caller fetches the whole package instead.
  private func switchLocked(
    to package: FetchedPackage, entry: ThemeIndexEntry, index: ThemeIndex, from indexURL: URL,
    progress: (@Sendable (ThemeInstallProgress) -> Void)?
  ) async throws(ThemeInstallError) -> Outcome? {
    let theme = entry.theme
    let lock = try await lockedRoot(for: theme, doing: "install", badName: .notInIndex)
    defer { lock.release() }
    let reread = try InstallRecord.load(library)
    var now = try saved(library.cleanLeftovers(reread), was: reread)
    let acceptedNow = try AcceptedIndexState.load(library)
    if let refusal = acceptedNow.refusal(of: index) {
      throw ThemeInstallError(
        .indexReplayed, "refusing package index '\(indexURL.absoluteString)': \(refusal)")
    }
    _ = try installableEntry(of: theme, version: entry.version, in: index, from: indexURL, record: now)
    let current = library.currentVersion(of: theme)
    if let unchanged = try unchangedOutcome(entry, accepted: acceptedNow, index: index, progress: progress) {
      return unchanged
    }
    // The replay floor rises with the verified index before the switch (a failure to save
    // it after would misreport an installed version); a refused package changes nothing.
    try raiseFloor(acceptedNow, to: index)
    do {
      try commit(package.report, archive: package.archive, entry: entry, source: package.source, record: &now)
    } catch  where package.ranged && error.kind == .io {
      return nil
    }
    registerFonts(of: theme, version: entry.version, previous: current)
    now = try saved(
      library.prune(theme, keeping: entry.version, record: now, beforeDiscarding: unregisterFonts), was: now)
    progress?(ThemeInstallProgress(.finished, bytes: entry.size, totalBytes: entry.size))
    NotificationCenter.default.post(
      name: Self.didInstallNotification, object: nil,
      userInfo: [
        Self.rootKey: library.root.standardizedFileURL.path, "theme": theme, "version": entry.version,
      ])
    var outcome = Outcome(theme: theme, version: entry.version, previous: current, changed: true)
    (outcome.fetchedBytes, outcome.packageBytes) = (package.fetched, entry.size)
    return outcome
  }

  /// The root's install lock, taken once `theme` is known to be one safe name (else a
  /// `badName` refusal) and kept only when neither the state folder nor the theme folder is
  /// a link or a file (else `unsafeRoot`). `verb` ("install", "remove") words the refusals;
  /// `creatingRoot` false fails with `io` rather than make a missing root.
  func lockedRoot(
    for theme: String, doing verb: String, badName: ThemeInstallError.Kind, creatingRoot: Bool = true
  ) async throws(ThemeInstallError) -> InstallRootLock {
    if let problem = PackageEntryName.componentProblem(theme) {
      let participle = verb.hasSuffix("e") ? verb + "d" : verb + "ed"
      throw ThemeInstallError(
        badName, "theme name '\(ClientNames.display(theme))' cannot be \(participle): it \(problem)")
    }
    let lock = try await InstallRootLock.take(library.root, wait: remaining, creating: creatingRoot)
    if let problem = library.unsafeFolderProblem(theme: theme) {
      lock.release()
      throw ThemeInstallError(.unsafeRoot, "refusing to \(verb) theme '\(theme)': \(problem)")
    }
    return lock
  }

  /// The index at `url`, verified as an install needs it: signed by one of the keys, dated
  /// no more than a day ahead, and neither older than nor an impossible leap beyond the
  /// newest one accepted under the root (also returned). Nothing is written.
  func acceptableIndex(
    _ indexURL: URL
  ) async throws(ThemeInstallError) -> (index: ThemeIndex, url: URL, accepted: AcceptedIndexState) {
    let (index, servedURL) = try await fetchIndex(indexURL)
    if let date = index.date, PackageIndexDate.isTooFarAhead(date, now: Date()) {
      throw ThemeInstallError(
        .invalidIndex,
        "refusing package index '\(indexURL.absoluteString)': its date \(date) is more than a day ahead of "
          + "this device's clock")
    }
    let accepted = try AcceptedIndexState.load(library)
    if let problem = accepted.leapProblem(of: index) {
      throw ThemeInstallError(
        .invalidIndex, "refusing package index '\(indexURL.absoluteString)': \(problem)")
    }
    if let refusal = accepted.refusal(of: index) {
      throw ThemeInstallError(
        .indexReplayed, "refusing package index '\(indexURL.absoluteString)': \(refusal)")
    }
    return (index, servedURL, accepted)
  }

  /// `record`, saved when it differs from `was`.
  func saved(_ record: InstallRecord, was: InstallRecord) throws(ThemeInstallError) -> InstallRecord {
    guard record != was else { return record }
    do {
      try record.save(library)
    } catch {
      throw ThemeInstallError(
        .io,
        "cannot record the installed versions under '\(library.root.path)': \(ClientFileSystem.reason(error))"
      )
    }
    return record
  }

  /// Saves the newest accepted index state when `index` raises it above `accepted`.
  func raiseFloor(_ accepted: AcceptedIndexState, to index: ThemeIndex) throws(ThemeInstallError) {
    let raised = accepted.raised(by: index)
    guard raised != accepted else { return }
    do {
      try raised.save(library)
      fileEvents?.append(.savedAcceptedIndex(raised.sequence))
    } catch {
      throw ThemeInstallError(
        .io,
        "cannot record the accepted index under '\(library.root.path)': \(ClientFileSystem.reason(error))")
    }
  }
}
