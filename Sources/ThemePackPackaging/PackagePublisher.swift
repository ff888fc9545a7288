import Foundation
import ThemePackArchive
import ThemePackSupport

/// Writes packages into the packages folder and keeps `index.json`, enforcing that a
/// published theme version never changes.
///
/// A theme version is published when a zip in the packages folder holds it, or when
/// the index given as `published` (the app server's current catalog) lists it. Content
/// is compared by `PackageManifest.contentSHA256` (the manifest, which lists every file's
/// hash, without its generator), so the same theme signed by another key, or rebuilt by
/// a newer ThemePack, is the same content: it is left as published (re-signing needs a
/// new version). Same version and same content is a no-op; same version and different
/// content fails before anything is written.
///
/// The new `index.json` lists every package in the folder and every package of
/// `published` (which wins for a version both hold), plus the new ones.
package enum PackagePublisher {
  /// The index's file name in the packages folder.
  package static let indexFileName = PackageIndexFileNames.index

  /// Publishes `artifacts` into `packagesFolder`: writes the zips of new versions
  /// (atomically), then `index.json`, signed into `index.json.sig` by `signingKey` when
  /// given, and dated `date` (`YYYY-MM-DDTHH:MM:SSZ`, UTC) when given (see `writeIndex`).
  /// First it settles what an interrupted earlier publish left (`IndexPairJournal`), so
  /// after a successful publish the signature, when there is one, signs the index.
  package static func publish(
    artifacts: [ThemePackageArtifact], into packagesFolder: String, published: PackageIndex?,
    signingKey: SigningKey? = nil, date: String? = nil
  ) throws(PackageError) -> PublishReport {
    try publish(
      artifacts: artifacts, into: packagesFolder,
      inputs: IndexInputs(published: published, signingKey: signingKey, date: date))
  }

  /// `publish(artifacts:into:published:signingKey:date:)` with its inputs in one value
  /// (tests give `inputs.step`).
  package static func publish(
    artifacts: [ThemePackageArtifact], into packagesFolder: String, inputs: IndexInputs
  ) throws(PackageError) -> PublishReport {
    if let date = inputs.date, !PackageIndexDate.isValid(date) {
      throw PackageError(.invalidIndex, "index date '\(date)' is not a UTC time like '2026-12-01T10:00:00Z'")
    }
    if let date = inputs.date, PackageIndexDate.isTooFarAhead(date, now: Date()) {
      throw PackageError(
        .invalidIndex,
        "index date '\(date)' is more than a day ahead of this machine's clock: apps would refuse every "
          + "correctly dated index after it")
    }
    let current = try CurrentIndex.read(in: packagesFolder)
    try refuseSequenceLeap(current: current?.index, published: inputs.published, folder: packagesFolder)
    if let date = inputs.date {
      try refuseOlderDate(date, folder: packagesFolder, current: current?.index, published: inputs.published)
    }
    try IndexPairJournal.settle(in: packagesFolder, index: current?.bytes)
    let local = try scan(packagesFolder)
    let (items, added) = try sort(
      artifacts, local: local, folder: packagesFolder, published: inputs.published)
    for artifact in added {
      do {
        try AtomicFile.write(artifact.bytes, to: packagesFolder + "/" + artifact.fileName)
      } catch {
        throw PackageError.io(error)
      }
    }
    var merged: [String: PackageIndexEntry] = [:]
    for entry in inputs.published?.packages ?? [] { merged[entry.theme + "\u{0}" + entry.version] = entry }
    for (key, entry) in local.entries where merged[key] == nil { merged[key] = entry }
    for artifact in added {
      merged[artifact.theme + "\u{0}" + artifact.version] = PackageIndexEntry(artifact)
    }
    let (index, indexPath) = try writeIndex(
      Array(merged.values), folder: packagesFolder, current: current, inputs: inputs)
    return PublishReport(items: items, index: index, indexPath: indexPath)
  }

  /// Each artifact's fate, in index order, and the ones to write: a version already in
  /// the folder or `published` with the same content is unchanged; with different content,
  /// or a file name that holds another version, it is an error.
  private static func sort(
    _ artifacts: [ThemePackageArtifact], local: Scan, folder packagesFolder: String, published: PackageIndex?
  ) throws(PackageError) -> (items: [PublishReport.Item], added: [ThemePackageArtifact]) {
    var seen = Set<String>()
    var items: [PublishReport.Item] = []
    var added: [ThemePackageArtifact] = []
    for artifact in artifacts.sorted(by: {
      PackageIndex.precedes(PackageIndexEntry($0), PackageIndexEntry($1))
    }) {
      let key = artifact.theme + "\u{0}" + artifact.version
      guard seen.insert(key).inserted else {
        throw PackageError(
          .invalidTheme, "theme '\(artifact.theme)' version \(artifact.version) is packaged twice")
      }
      let fresh = PackageIndexEntry(artifact)
      let existing = [
        local.entries[key].map { ($0, "'\(packagesFolder)/\($0.file)'") },
        published?.entry(theme: artifact.theme, version: artifact.version).map {
          ($0, "the published index")
        },
      ].compactMap { $0 }
      if let (_, place) = existing.first(where: { !$0.0.hasSameContent(as: fresh) }) {
        throw PackageError(
          .versionConflict,
          "theme '\(artifact.theme)' version \(artifact.version) is already published with "
            + "different content (in \(place)): bump \"version\" in the theme's theme.json"
        )
      }
      if let (entry, _) = existing.first {
        items.append(
          PublishReport.Item(
            theme: artifact.theme, version: artifact.version, file: entry.file, status: .unchanged))
        continue
      }
      if let holder = local.byFile[artifact.fileName] {
        throw PackageError(
          .versionConflict,
          "cannot write '\(packagesFolder)/\(artifact.fileName)': "
            + "it already holds theme '\(holder.theme)' version \(holder.version)"
        )
      }
      added.append(artifact)
      items.append(
        PublishReport.Item(
          theme: artifact.theme, version: artifact.version, file: artifact.fileName, status: .added))
    }
    return (items, added)
  }

  /// The packages already in the folder, by theme and version and by file name.
  private struct Scan {
    var entries: [String: PackageIndexEntry] = [:]
    var byFile: [String: PackageIndexEntry] = [:]
  }

  /// Reads and verifies every `.zip` in `folder` (not dot files, which are temporary).
  private static func scan(_ folder: String) throws(PackageError) -> Scan {
    var scan = Scan()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return scan }
    guard isFolder.boolValue else {
      throw PackageError.io(FileError(path: folder, operation: .list, reason: "is a file, not a folder"))
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw PackageError.io(FileError(path: folder, operation: .list, reason: FileError.reason(of: error)))
    }
    for name in names.sorted(by: ThemePackager.precedes) where name.hasSuffix(".zip") && !name.hasPrefix(".")
    {
      let path = folder + "/" + name
      let bytes: [UInt8]
      switch PackageVerifier.readPackage(path, limits: .default) {
      case .failure(let problem): throw PackageError.invalidPackage(path, [problem])
      case .success(let read): bytes = read
      }
      let report = PackageInspector(bytes: bytes, publicKey: nil, limits: .default).inspect()
      guard report.problems.isEmpty, let manifest = report.manifest,
        let theme = report.theme
      else {
        throw PackageError.invalidPackage(path, report.problems)
      }
      let signatureName = theme + "/" + PackageManifest.signatureFileName
      let entry = PackageIndexEntry(
        theme: manifest.theme, version: manifest.version, file: name, size: bytes.count,
        sha256: SHA256.hex(of: bytes), contentSHA256: manifest.contentSHA256,
        formatVersion: manifest.formatVersion, minimumReaderVersion: manifest.minimumReaderVersion,
        signed: report.directory?.entries.contains { $0.utf8Name == signatureName } ?? false,
        color: manifest.color, darkColor: manifest.darkColor)
      let key = manifest.theme + "\u{0}" + manifest.version
      if let other = scan.entries[key], !other.hasSameContent(as: entry) {
        throw PackageError(
          .versionConflict,
          "theme '\(manifest.theme)' version \(manifest.version) is in both "
            + "'\(folder)/\(other.file)' and '\(path)' with different content"
        )
      }
      if scan.entries[key] == nil { scan.entries[key] = entry }
      scan.byFile[name] = entry
    }
    return scan
  }
}
