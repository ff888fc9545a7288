import Foundation
import ThemePackArchive

/// The range install: an update over an installed version fetches the end of the new zip
/// (its directory), the signed manifest and only the entries whose content the installed
/// version does not hold (`RangedInspection` says what is checked instead of the whole
/// zip's SHA-256). On any doubt it gives up, and the caller downloads the whole package.
extension ThemeInstaller {
  /// The first part asked for: the end of the zip, where the end record lies (22 bytes
  /// from the end when the zip has no comment, as packages have none; at most 64 KiB + 22,
  /// fetched next when it is not found) and often the whole directory.
  static let rangeTailBytes = 4 << 10
  /// Parts less than this far apart are fetched as one.
  static let rangeGapBytes = 16 << 10
  /// The most requests the changed entries are fetched in: an update touching a few hundred
  /// scattered entries fetches some bytes between them rather than pay a round trip each.
  static let maxRangeParts = 16

  typealias RangedPackage = (
    archive: ClientArchive, report: PackageInspector<ClientInspection>.Report, fetched: Int
  )

  /// The update of `entry` fetched in ranges into `file`, checked, with the report the
  /// commit needs; nil (and `file` removed) when ranges cannot be used or anything is in
  /// doubt. Throws only when the install must stop (cancelled, out of time). `spent` grows
  /// by the bytes fetched, whatever the result.
  func fetchChanged(
    _ entry: ThemeIndexEntry, from zipURL: URL, into file: URL, spent: inout Int,
    received: (@Sendable (Int) -> Void)?
  ) async throws(ThemeInstallError) -> RangedPackage? {
    guard let fetcher = fetcher as? any ThemeRangeFetching,
      ["http", "https"].contains(zipURL.scheme?.lowercased()),
      entry.contentSHA256 != nil, entry.size > 0, entry.size <= limits.maxArchiveBytes,
      let current = library.currentVersion(of: entry.theme), current != entry.version
    else { return nil }
    let reuse = InstalledFileReuse(
      folder: library.folder(theme: entry.theme, version: current), maxNameBytes: limits.maxNameBytes)
    guard !reuse.isEmpty else { return nil }
    var download: RangedDownload?
    defer { spent += download?.fetched ?? 0 }
    do {
      try FileManager.default.createDirectory(at: library.stateFolder, withIntermediateDirectories: true)
      let ranged = try RangedDownload(file: file, size: entry.size, url: zipURL, fetcher: fetcher)
      ranged.received = received
      download = ranged
      if let package = try await fetchChanged(entry, reuse: reuse, download: ranged) { return package }
    } catch let error as ThemeFetchError {
      if case .cancelled = error {
        throw Self.failure(error, fetching: "'\(ClientNames.display(zipURL.absoluteString))'")
      }
      if case .timedOut = error {
        throw Self.failure(stated(error), fetching: "'\(ClientNames.display(zipURL.absoluteString))'")
      }
    } catch {}
    try? FileManager.default.removeItem(at: file)
    return nil
  }

  /// `fetchChanged` past its preconditions: the end, the signed entries, the changed entries.
  private func fetchChanged(
    _ entry: ThemeIndexEntry, reuse: InstalledFileReuse, download: RangedDownload
  ) async throws -> RangedPackage? {
    let inspection = RangedInspection(entry: entry, publicKeys: publicKeys, limits: limits.inspector)
    var have = max(0, entry.size - Self.rangeTailBytes)
    try await download.fetch(have..<entry.size, timeout: remainingTime())
    let archive = try ClientArchive(file: download.file)
    let commentReach = max(0, entry.size - (0xFFFF + 22))
    if ZipDirectory.directoryStart(in: archive) == nil, commentReach < have {
      try await download.fetch(commentReach..<have, timeout: remainingTime())
      have = commentReach
    }
    guard let start = ZipDirectory.directoryStart(in: archive) else { return nil }
    if start < have {
      try await download.fetch(start..<have, timeout: remainingTime())
      have = start
    }
    guard let (directory, theme) = inspection.directory(archive),
      let signed = inspection.signedEntries(directory, theme: theme)
    else { return nil }
    try await fetch(signed.map(directory.span), below: have, download: download)
    guard
      let (manifest, bytes, signedDigests) = inspection.manifest(archive, directory: directory, theme: theme)
    else { return nil }
    let records = Dictionary(
      manifest.inspectedFiles.map { (theme + "/" + $0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let held = reuse.verified(
      Dictionary(records.values.map { ($0.sha256, $0.size) }, uniquingKeysWith: { first, _ in first }))
    let changed = directory.entries.filter { item in
      item.kind == .file && item.utf8Name.flatMap { records[$0] }.map { !held.contains($0.sha256) } == true
    }
    try await fetch(changed.map(directory.span), below: have, download: download)
    var resolved = directory
    for item in changed + signed {
      resolved.entries[item.index] = try directory.resolvingLocalHeader(item, in: archive)
      // The verifier refuses a second name in a local header; the whole package's inspection says so.
      if resolved.entries[item.index].hasUnicodePathField { return nil }
    }
    let outcome = try ZlibEntryReader(archive: archive, directory: resolved, limits: limits.inspector).read(
      entries: changed.map { resolved.entries[$0.index] }, keep: false, keepLimit: 0)
    guard outcome.completed, outcome.problems.isEmpty else { return nil }
    for item in changed {
      guard let record = item.utf8Name.flatMap({ records[$0] }), let digest = outcome.digests[item.index],
        digest.size == record.size, digest.sha256 == record.sha256
      else { return nil }
    }
    let report = inspection.report(
      directory: resolved, theme: theme, manifest: manifest, bytes: bytes, signedDigests: signedDigests)
    return (archive, report, download.fetched)
  }

  /// Fetches `spans`, each cut short where the bytes from `floor` on (the end fetched
  /// already) begin, joined where close.
  private func fetch(_ spans: [Range<Int>], below floor: Int, download: RangedDownload) async throws {
    let missing = spans.compactMap { span -> Range<Int>? in
      span.lowerBound < floor ? span.lowerBound..<min(span.upperBound, floor) : nil
    }
    for range in RangedDownload.coalesced(missing, gap: Self.rangeGapBytes, maxParts: Self.maxRangeParts) {
      try await download.fetch(range, timeout: remainingTime())
    }
  }
}
