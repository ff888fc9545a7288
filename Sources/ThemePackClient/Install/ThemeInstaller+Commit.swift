import Foundation
import ThemePackArchive

extension ThemeInstaller {
  /// Extracts an inspected package into a staging folder (each file synced; a file whose
  /// content the current version holds is copied from it, `InstalledFileReuse`), checks every
  /// file to the digest the inspection saw, syncs the staged folders, records the
  /// version as made, renames the folder into place and points `current` at it durably.
  /// Until the rename the root is as before on any failure or cancellation. A version
  /// folder a `ThemeStore` still serves is reused, not extracted again (`reusesServedFolder`).
  func commit(
    _ report: PackageInspector<ClientInspection>.Report, archive: ClientArchive, entry: ThemeIndexEntry,
    source: String, record: inout InstallRecord
  ) throws(ThemeInstallError) {
    guard let directory = report.directory else {
      throw ThemeInstallError(.packageRefused, "refusing '\(source)': it has no directory")
    }
    let destination = library.folder(theme: entry.theme, version: entry.version)
    if try !reusesServedFolder(destination, manifest: report.manifestBytes, entry: entry, record: record) {
      try clearLeftover(destination, entry: entry, record: &record)
      let current = library.currentVersion(of: entry.theme).flatMap {
        $0 == entry.version ? nil : library.folder(theme: entry.theme, version: $0)
      }
      let reuse = InstalledFileReuse(folder: current, maxNameBytes: limits.maxNameBytes)
      try place(
        report, directory: directory, archive: archive, reuse: reuse, entry: entry, source: source,
        record: &record)
    }
    let before = record
    do {
      try library.setCurrent(entry.version, of: entry.theme)
      fileEvents?.append(.switchedPointer(entry.theme))
    } catch {
      throw ThemeInstallError(
        .io,
        "cannot make version \(entry.version) of '\(entry.theme)' current: \(ClientFileSystem.reason(error))")
    }
    record.recordCurrent(entry.theme, entry.version)
    record = try saved(record, was: before)
  }

  /// The staging part of `commit`: extracts into a staging folder, records the version as
  /// made and renames the folder to `entry`'s version folder. On any failure the root and
  /// the record are as before.
  private func place(
    _ report: PackageInspector<ClientInspection>.Report, directory: ZipDirectory, archive: ClientArchive,
    reuse: InstalledFileReuse, entry: ThemeIndexEntry, source: String, record: inout InstallRecord
  ) throws(ThemeInstallError) {
    let destination = library.folder(theme: entry.theme, version: entry.version)
    let manager = FileManager.default
    let staging = library.stateFolder.appendingPathComponent(
      "staging-" + UUID().uuidString, isDirectory: true)
    let themeFolder = library.themeFolder(entry.theme)
    let hadThemeFolder = ClientFileSystem.kind(themeFolder) == .folder
    let before = record
    do {
      try manager.createDirectory(at: staging, withIntermediateDirectories: true)
      try extract(report, directory: directory, archive: archive, reuse: reuse, into: staging)
      try Self.stopIfCancelled("before the switch")
      if !hadThemeFolder {
        try manager.createDirectory(at: themeFolder, withIntermediateDirectories: false)
        try ClientFileSystem.syncFolder(library.root)
      }
      record.recordMade(entry.theme, entry.version)
      try record.save(library)
      try manager.moveItem(at: staging, to: destination)
      try ClientFileSystem.syncFolder(themeFolder)
    } catch {
      try? manager.removeItem(at: staging)
      if !hadThemeFolder { try? manager.removeItem(at: themeFolder) }
      if record != before {
        record = before
        try? record.save(library)
      }
      removeStateFolderIfEmpty()
      if let error = error as? ThemeInstallError { throw error }
      if Task.isCancelled || error is CancellationError {
        throw ThemeInstallError(.cancelled, "the install was cancelled while extracting; nothing changed")
      }
      throw ThemeInstallError(
        .io, "cannot install '\(source)' under '\(library.root.path)': \(ClientFileSystem.reason(error))")
    }
  }

  /// Whether `destination` is a version folder this installer made that a `ThemeStore` of
  /// this process still serves (a removed theme, or a version pruning passed over) and that
  /// holds this very package: its `manifest.json` is the package's, byte for byte. The
  /// manifest is signed and lists every file's SHA-256, and the folder was verified when it
  /// was installed, so a reinstall points `current` back at it: deleting it would pull the
  /// files from under the store, and extracting the same bytes again gains nothing. A served
  /// folder holding another manifest (the server changed the version's content) is left as
  /// it is and the install refused as `busy`, to be tried again once no store serves it.
  private func reusesServedFolder(
    _ destination: URL, manifest: [UInt8]?, entry: ThemeIndexEntry, record: InstallRecord
  ) throws(ThemeInstallError) -> Bool {
    guard ClientFileSystem.kind(destination) == .folder, record.made(entry.theme, entry.version),
      OpenVersions.shared.isOpen(destination),
      library.versionProblem(theme: entry.theme, version: entry.version) == nil
    else { return false }
    if let manifest,
      let onDisk = ClientFileSystem.readSmallFile(
        destination.appendingPathComponent(PackageFileNames.manifest), maxBytes: manifest.count),
      [UInt8](onDisk) == manifest
    {
      return true
    }
    throw ThemeInstallError(
      .busy,
      "refusing to install theme '\(entry.theme)' version \(entry.version): '\(destination.path)' is served "
        + "by a ThemeStore in this process and holds other content; it is left as it is until the store moves on"
    )
  }

  /// Makes room at `destination`: a folder this installer made there before (a version an
  /// interrupted install moved into place but never made current, or the current version
  /// found not whole and being repaired) is moved out whole and removed; anything else
  /// there is left alone and the install refused.
  private func clearLeftover(
    _ destination: URL, entry: ThemeIndexEntry, record: inout InstallRecord
  ) throws(ThemeInstallError) {
    let kind = ClientFileSystem.kind(destination)
    if kind == .missing { return }
    guard kind == .folder, record.made(entry.theme, entry.version), library.discard(destination) else {
      throw ThemeInstallError(
        .unsafeRoot,
        "refusing to install theme '\(entry.theme)' version \(entry.version): '\(destination.path)' is in "
          + "the way and this installer did not make it; it is left as it is")
    }
    record.forget(entry.theme, entry.version)
  }

  /// Copies into `staging` every planned file whose content `reuse` holds (checked as it is
  /// copied) and inflates every other, each synced; checks the digests against the
  /// inspection's; then syncs every folder made.
  private func extract(
    _ report: PackageInspector<ClientInspection>.Report, directory: ZipDirectory, archive: ClientArchive,
    reuse: InstalledFileReuse, into staging: URL
  ) throws {
    let sink = ClientExtractionSink(root: staging, paths: report.extraction, events: fileEvents)
    for item in directory.entries where item.kind == .directory {
      if let path = report.extraction[item.index] { try sink.makeFolders(path) }
    }
    var copied = Set<Int>()
    for item in directory.entriesInFileOrder where item.kind == .file && !reuse.isEmpty {
      guard let path = report.extraction[item.index], let digest = report.digests[item.index] else {
        continue
      }
      if Task.isCancelled { throw CancellationError() }
      if try reuse.copy(digest, as: item, to: path, through: sink) {
        copied.insert(item.index)
        fileEvents?.append(.reusedFile(path))
      }
    }
    let outcome = try ClientInspection(publicKeys: publicKeys).readContent(
      archive, directory: directory, limits: limits.inspector,
      select: { $0.kind == .file && report.extraction[$0.index] != nil && !copied.contains($0.index) },
      keep: { _ in false }, keepLimit: 0, sink: sink)
    if Task.isCancelled { throw CancellationError() }
    let changed = report.digests.contains {
      !copied.contains($0.key) && outcome.digests[$0.key]?.sha256 != $0.value.sha256
    }
    guard outcome.completed, outcome.problems.isEmpty, !changed else {
      throw ClientFailure(outcome.problems.first?.message ?? "an entry changed while extracting")
    }
    for folder in sink.folders {
      try ClientFileSystem.syncFolder(folder)
      fileEvents?.append(.syncedFolder)
    }
  }

  /// The state folder exists only while it holds something, so a refused first install
  /// leaves the root untouched. It goes by one `rmdir`, never a recursive removal: a
  /// selection saved meanwhile (without the install lock) makes it stay.
  func removeStateFolderIfEmpty() {
    guard ClientFileSystem.kind(library.stateFolder) == .folder else { return }
    ClientFileSystem.removeFolderIfEmpty(library.stateFolder)
  }
}
