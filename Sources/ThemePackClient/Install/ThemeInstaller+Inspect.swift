import Foundation
import ThemePackArchive

/// The package of an install: downloaded (or fetched in ranges) and checked, before anything
/// under the root changes.
extension ThemeInstaller {
  /// A package fetched and checked, ready for the commit.
  struct FetchedPackage {
    var archive: ClientArchive
    var report: PackageInspector<ClientInspection>.Report
    /// The zip's URL as messages show it.
    var source: String
    /// The bytes fetched for it.
    var fetched: Int
    /// Whether only its changed entries were fetched (`fetchChanged`): the rest of the file
    /// is holes, and the commit copies those entries from the installed version.
    var ranged: Bool
  }

  /// Downloads `entry`'s zip (at `zipURL`) into `slot` and inspects it, reporting each step,
  /// and the bytes fetched; nothing under the root changes. An update fetches only what
  /// changed when it can (`fetchChanged`), else the whole package, keeping its record in the
  /// slot (a later process resumes it after a kill); `resuming` is the validator of the bytes
  /// the slot took over from a killed install (`DownloadSlot.adopt`), resumed first.
  /// `ranges` false: the whole package, whatever is installed.
  func fetchAndInspect(
    _ entry: ThemeIndexEntry, at zipURL: URL, into slot: DownloadSlot, resuming: ResumeValidator?,
    ranges: Bool = true, progress: (@Sendable (ThemeInstallProgress) -> Void)?,
    downloadFailed: () async -> Void
  ) async throws(ThemeInstallError) -> FetchedPackage {
    let download = slot.file
    let source = ClientNames.display(zipURL.absoluteString)
    progress?(ThemeInstallProgress(.downloading, bytes: 0, totalBytes: entry.size))
    let received: @Sendable (Int) -> Void = { bytes in
      progress?(ThemeInstallProgress(.downloading, bytes: bytes, totalBytes: entry.size))
    }
    var spent = 0
    let archive: ClientArchive
    let record = PartialDownloadRecord(
      url: zipURL.absoluteString, sha256: entry.sha256, size: entry.size,
      validator: ResumeValidator(length: entry.size, etag: nil, lastModified: nil))
    let recordFile = slot.record
    do {
      // Bytes a killed install fetched are resumed, not thrown away for a range install.
      if resuming == nil, ranges,
        let ranged = try await fetchChanged(
          entry, from: zipURL, into: download, spent: &spent, received: received)
      {
        try Self.stopIfCancelled("after the download")
        progress?(ThemeInstallProgress(.installing, bytes: entry.size, totalBytes: entry.size))
        return FetchedPackage(
          archive: ranged.archive, report: ranged.report, source: source, fetched: ranged.fetched,
          ranged: true)
      }
      let whole = try await fetchPackage(
        zipURL, entry: entry, into: download, received: received, resuming: resuming,
        heard: { validator in
          guard validator.length == entry.size else { return }
          var kept = record
          kept.validator = validator
          kept.save(to: recordFile)
        })
      archive = whole.archive
      spent += whole.fetched
    } catch {
      if [.fetchFailed, .timedOut, .cancelled].contains(error.kind) { await downloadFailed() }
      throw error
    }
    try Self.stopIfCancelled("after the download")
    progress?(ThemeInstallProgress(.verifying, bytes: entry.size, totalBytes: entry.size))
    // The zip's and the signature's URLs come from the served index's (after redirects,
    // which the server chose): messages show them cut to 200 characters.
    let package = try inspect(archive, entry: entry, source: source)
    try Self.stopIfCancelled("after the checks")
    progress?(ThemeInstallProgress(.installing, bytes: entry.size, totalBytes: entry.size))
    return FetchedPackage(archive: archive, report: package, source: source, fetched: spent, ranged: false)
  }

  /// Throws `cancelled` when the task was cancelled (nothing has changed yet).
  static func stopIfCancelled(_ when: String) throws(ThemeInstallError) {
    if Task.isCancelled {
      throw ThemeInstallError(.cancelled, "the install was cancelled \(when); nothing changed")
    }
  }

  /// The verifier's inspection, with the signature checked against the embedded keys and
  /// the manifest naming the theme and version the index promised.
  func inspect(
    _ archive: ClientArchive, entry: ThemeIndexEntry, source: String
  ) throws(ThemeInstallError) -> PackageInspector<ClientInspection>.Report {
    let report = PackageInspector(
      source: archive, services: ClientInspection(publicKeys: publicKeys), limits: limits.inspector
    )
    .inspect()
    if let problem = report.problems.first {
      throw ThemeInstallError(Self.kind(of: problem), "refusing '\(source)': \(problem.message)")
    }
    guard let manifest = report.manifest, ThemeNameSpelling.sameName(manifest.theme, entry.theme),
      ThemeNameSpelling.sameName(manifest.version, entry.version),
      report.theme.map({ ThemeNameSpelling.sameName($0, entry.theme) }) == true, report.signatureVerified
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
}
