import Foundation
import ThemePackArchive

extension ThemeInstaller {
  /// Extracts an inspected package into a staging folder, checks every file inflated to the
  /// digest the inspection saw, renames the folder into place and points `current` at it.
  /// On any failure the staging folder is removed and the root is as before.
  func commit(
    _ report: PackageInspector<ClientInspection>.Report, archive: ClientArchive, entry: ThemeIndexEntry,
    source: String
  ) throws(ThemeInstallError) {
    guard let directory = report.directory else {
      throw ThemeInstallError(.packageRefused, "refusing '\(source)': it has no directory")
    }
    let manager = FileManager.default
    let staging = library.stateFolder.appendingPathComponent(
      "staging-" + UUID().uuidString, isDirectory: true)
    let destination = library.folder(theme: entry.theme, version: entry.version)
    let themeFolder = library.themeFolder(entry.theme)
    let hadThemeFolder = (try? manager.attributesOfItem(atPath: themeFolder.path)) != nil
    func undoThemeFolder() {
      if !hadThemeFolder { try? manager.removeItem(at: themeFolder) }
    }
    do {
      try manager.createDirectory(at: staging, withIntermediateDirectories: true)
      let sink = ClientExtractionSink(root: staging, paths: report.extraction)
      for item in directory.entries where item.kind == .directory {
        if let path = report.extraction[item.index] { try sink.makeFolders(path) }
      }
      let outcome = try ClientInspection(publicKeys: publicKeys).readContent(
        archive, directory: directory, limits: limits,
        select: { $0.kind == .file && report.extraction[$0.index] != nil }, keep: { _ in false },
        keepLimit: 0,
        sink: sink)
      let changed = report.digests.contains { outcome.digests[$0.key]?.sha256 != $0.value.sha256 }
      guard outcome.completed, outcome.problems.isEmpty, !changed else {
        throw ClientFailure(outcome.problems.first?.message ?? "an entry changed while extracting")
      }
      try manager.createDirectory(at: themeFolder, withIntermediateDirectories: true)
      if (try? manager.attributesOfItem(atPath: destination.path)) != nil {
        try manager.removeItem(at: destination)
      }
      try manager.moveItem(at: staging, to: destination)
    } catch {
      try? manager.removeItem(at: staging)
      undoThemeFolder()
      removeStateFolderIfEmpty()
      throw ThemeInstallError(.io, "cannot install '\(source)' under '\(library.root.path)': \(error)")
    }
    do {
      try library.setCurrent(entry.version, of: entry.theme)
    } catch {
      try? manager.removeItem(at: destination)
      undoThemeFolder()
      removeStateFolderIfEmpty()
      throw ThemeInstallError(
        .io, "cannot make version \(entry.version) of '\(entry.theme)' current: \(error)")
    }
    removeStateFolderIfEmpty()
  }

  /// The state folder exists only while it holds something, so a refused first install
  /// leaves the root untouched.
  func removeStateFolderIfEmpty() {
    let folder = library.stateFolder
    if let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path), names.isEmpty {
      try? FileManager.default.removeItem(at: folder)
    }
  }
}
