import Foundation
import ThemePackArchive

/// The package of an install: downloaded (or fetched in ranges) and checked, before anything
/// under the root changes.
extension ThemeInstaller {
  /// Downloads `entry`'s zip (beside the index as served) into `download` and inspects it,
  /// reporting each step, and the bytes fetched; nothing under the root changes. An update
  /// fetches only what changed when it can (`fetchChanged`), else the whole package.
  func fetchAndInspect(
    _ entry: ThemeIndexEntry, besideIndex servedURL: URL, into download: URL,
    progress: (@Sendable (ThemeInstallProgress) -> Void)?, downloadFailed: () async -> Void
  ) async throws(ThemeInstallError) -> (ClientArchive, PackageInspector<ClientInspection>.Report, String, Int)
  {
    let zipURL = servedURL.deletingLastPathComponent().appendingPathComponent(entry.file)
    let source = ClientNames.display(zipURL.absoluteString)
    progress?(ThemeInstallProgress(.downloading, bytes: 0, totalBytes: entry.size))
    let received: @Sendable (Int) -> Void = { bytes in
      progress?(ThemeInstallProgress(.downloading, bytes: bytes, totalBytes: entry.size))
    }
    var spent = 0
    let archive: ClientArchive
    do {
      if let ranged = try await fetchChanged(
        entry, from: zipURL, into: download, spent: &spent, received: received)
      {
        try Self.stopIfCancelled("after the download")
        progress?(ThemeInstallProgress(.installing, bytes: entry.size, totalBytes: entry.size))
        return (ranged.archive, ranged.report, source, ranged.fetched)
      }
      archive = try await fetchPackage(zipURL, entry: entry, into: download, received: received)
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
    return (archive, package, source, spent + entry.size)
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
      source: archive, services: ClientInspection(publicKeys: publicKeys), limits: limits
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
