import Foundation
import ThemePackArchive

extension ThemeInstaller {
  /// What `remove(theme:)` did.
  public struct Removal: Sendable, Equatable {
    public var theme: String
    /// The version that was current, or nil when the theme was not installed.
    public var current: String?
    /// The version folders deleted (only folders this client made), sorted.
    public var removedVersions: [String]

    public init(theme: String, current: String?, removedVersions: [String]) {
      self.theme = theme
      self.current = current
      self.removedVersions = removedVersions
    }
  }

  /// Takes `theme` away from the root: first its `current` pointer (one unlink, synced: from
  /// then on the theme reads as not installed), then every version folder this client made
  /// for it, then the theme folder when nothing else is in it. Files the app put there stay.
  /// `theme` is taken in Unicode NFC, as `install` takes it.
  /// The newest accepted index is kept, so removing a theme never reopens a replay.
  ///
  /// Takes the root's install lock like `install` (waiting up to `timeout`; an install gives
  /// it up while it downloads, so a removal never waits for a whole download). A theme that is
  /// not installed is no error: the removal lists nothing; a root that does not exist is
  /// left so (never created). A version a `ThemeStore` of this process still serves keeps
  /// its folder (listed in the record, pruned by a later install or removal once no store
  /// serves it), so the store's files stay readable; content opened in another process
  /// (an app extension) is not seen and loses its files, keeping only its decoded values.
  public func remove(theme: String) async throws(ThemeInstallError) -> Removal {
    let theme = ThemeNameSpelling.nfc(theme)
    // A root that does not exist holds no theme, and is not made by asking.
    if PackageEntryName.componentProblem(theme) == nil, ClientFileSystem.kind(library.root) == .missing {
      return Removal(theme: theme, current: nil, removedVersions: [])
    }
    let lock = try await lockedRoot(for: theme, doing: "remove", badName: .notInstalled, creatingRoot: false)
    defer { lock.release() }
    let current = library.currentVersion(of: theme)
    let folder = library.themeFolder(theme)
    let pointer = folder.appendingPathComponent(ThemeLibrary.currentFileName)
    if ClientFileSystem.kind(pointer) == .folder {
      throw ThemeInstallError(
        .unsafeRoot,
        "refusing to remove theme '\(theme)': '\(pointer.path)' is a folder, not the installer's pointer")
    }
    do {
      if ClientFileSystem.kind(pointer) != .missing {
        try FileManager.default.removeItem(at: pointer)
        try ClientFileSystem.syncFolder(folder)
      }
    } catch {
      throw ThemeInstallError(
        .io, "cannot remove theme '\(theme)' from '\(library.root.path)': \(ClientFileSystem.reason(error))")
    }
    let recorded = try InstallRecord.load(library)
    let made = Set(recorded.themes[theme]?.made ?? [])
    let record = try saved(
      library.prune(theme, keeping: nil, record: recorded, beforeDiscarding: unregisterFonts), was: recorded)
    let left = Set(record.themes[theme]?.made ?? [])
    // Only when empty: what the app keeps in the theme folder is its own.
    if ClientFileSystem.kind(folder) == .folder,
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
    {
      try? FileManager.default.removeItem(at: folder)
    }
    return Removal(theme: theme, current: current, removedVersions: made.subtracting(left).sorted())
  }
}
