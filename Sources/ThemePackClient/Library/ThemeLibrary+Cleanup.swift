import Foundation
import ThemePackArchive

extension ThemeLibrary {
  /// Removes what interrupted installs left, under the root lock (so no live install owns
  /// any of it): staging files and folders and temporary state files (a selection's only
  /// once stale: selections are saved without the lock), temporary pointers in
  /// recorded theme folders, and recorded version folders that are neither current nor the
  /// one current before it. Nothing the record does not list is touched. Returns the
  /// record with removed and vanished folders forgotten.
  func cleanLeftovers(_ record: InstallRecord) -> InstallRecord {
    // Earlier clients wrote state files and pointers through Foundation's `createFile`,
    // which left `.dat.nosync…` files behind when killed: in the state folder and in the
    // recorded theme folders (never an app's file: Foundation names only its own temporary
    // files so), they go too.
    let manager = FileManager.default
    if ClientFileSystem.kind(stateFolder) == .folder {
      for name in (try? manager.contentsOfDirectory(atPath: stateFolder.path)) ?? []
      where ["staging-", Self.trashPrefix, ".accepted-", ".installed-", Self.foundationTemporaryPrefix]
        .contains(
          where: name.hasPrefix)
        || isStaleSelectionFile(name) || DownloadSlot.isAbandoned(name, in: stateFolder)
      {
        try? manager.removeItem(at: stateFolder.appendingPathComponent(name))
      }
    }
    var record = record
    for theme in record.themes.keys.sorted() {
      // A theme folder briefly missing or a link (an app moving things) keeps its record:
      // forgetting it would leave its old versions unpruned once it is back.
      guard ClientFileSystem.kind(themeFolder(theme)) == .folder else { continue }
      for name in (try? manager.contentsOfDirectory(atPath: themeFolder(theme).path)) ?? []
      where name.hasPrefix(".current-") || name.hasPrefix(Self.foundationTemporaryPrefix) {
        try? manager.removeItem(at: themeFolder(theme).appendingPathComponent(name))
      }
      for version in record.themes[theme]?.made ?? []
      where ClientFileSystem.kind(folder(theme: theme, version: version)) != .folder {
        record.forget(theme, version)
      }
      let current = currentVersion(of: theme)
      // A damaged pointer says nothing about which versions to keep: prune none of them
      // (the next install of this theme repairs the pointer).
      if current == nil, pointerProblem(of: theme) != nil { continue }
      // A switch killed before the record caught up.
      if let current, record.made(theme, current) { record.recordCurrent(theme, current) }
      record = prune(theme, keeping: current, record: record)
    }
    return record
  }

  /// Whether `name` in the state folder is a selection's temporary file older than
  /// `selectionSaveAge`. A selection is saved without the install lock (a tap must never
  /// wait for a download), so a younger one may be a save in progress: removing it would
  /// fail that save. A killed save's file goes with a later install.
  private func isStaleSelectionFile(_ name: String) -> Bool {
    guard name.hasPrefix(ThemeSelection.temporaryPrefix) else { return false }
    guard let modified = ClientFileSystem.modified(stateFolder.appendingPathComponent(name)) else {
      return false
    }
    return Date().timeIntervalSince(modified) > Self.selectionSaveAge
  }

  /// How long a selection's temporary file is taken for a save in progress, in seconds (a
  /// save writes 4 KiB at most and syncs it; ten minutes covers the slowest disk).
  static let selectionSaveAge: TimeInterval = 600

  /// The prefix of the temporary files Foundation's `createFile` makes on Linux.
  static let foundationTemporaryPrefix = ".dat.nosync"

  /// Keeps `current` and the newest version below it that was current; removes every
  /// other version folder the record lists as made (all of them when nothing is current:
  /// a first install killed before its switch). Returns the record without them.
  /// `beforeDiscarding` is called with each version folder just before it is moved away.
  func prune(
    _ theme: String, keeping current: String?, record: InstallRecord,
    beforeDiscarding: (URL) -> Void = { _ in }
  ) -> InstallRecord {
    var record = record
    var keep: Set<String> = []
    if let current {
      keep.insert(current)
      let before = (record.themes[theme]?.wereCurrent ?? []).filter {
        ThemeVersionOrder.precedes($0, current)
          && ClientFileSystem.kind(folder(theme: theme, version: $0)) == .folder
      }
      if let previous = before.max(by: ThemeVersionOrder.precedes) { keep.insert(previous) }
    }
    for version in record.themes[theme]?.made ?? [] where !keep.contains(version) {
      let url = folder(theme: theme, version: version)
      // Served by a store in this process: pruned by a later install once it moved on.
      if OpenVersions.shared.isOpen(url) { continue }
      if ClientFileSystem.kind(url) == .folder {
        beforeDiscarding(url)
        guard discard(url) else { continue }
      }
      record.forget(theme, version)
    }
    return record
  }

  /// The prefix of a version folder on its way out, in the state folder.
  static let trashPrefix = "trash-"

  /// Deletes the version folder `url` so that a kill at any moment leaves it whole or
  /// gone: one `rename` into the state folder first (the theme folder synced), then the
  /// recursive removal there, which a later cleanup finishes if it was cut short. False
  /// when it could not be moved.
  func discard(_ url: URL) -> Bool {
    let trash = stateFolder.appendingPathComponent(Self.trashPrefix + UUID().uuidString, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
      try ClientFileSystem.rename(url, to: trash)
      try? ClientFileSystem.syncFolder(url.deletingLastPathComponent())
    } catch {
      return false
    }
    try? FileManager.default.removeItem(at: trash)
    return true
  }
}
