import Foundation
import ThemePackArchive

/// Which version an install takes from the index, and when it has nothing to do.
extension ThemeInstaller {
  /// The entry to install: the newest readable version of `theme` (or `version`), refused
  /// when the index lists none or when it is older than the current version.
  func installableEntry(
    of theme: String, version: String?, in index: ThemeIndex, from indexURL: URL, record: InstallRecord
  ) throws(ThemeInstallError) -> ThemeIndexEntry {
    guard let entry = index.newest(of: theme, version: version, preReleases: allowsPreReleases) else {
      let absence = index.absence(of: theme, version: version, preReleases: allowsPreReleases)
      throw ThemeInstallError(.notInIndex, "package index '\(indexURL.absoluteString)': \(absence)")
    }
    if let pointerProblem = library.pointerProblem(of: theme),
      ClientFileSystem.kind(library.themeFolder(theme).appendingPathComponent(ThemeLibrary.currentFileName))
        == .folder
    {
      throw ThemeInstallError(
        .unsafeRoot,
        "refusing to install theme '\(theme)': \(pointerProblem); the installer replaces only its own pointer"
      )
    }
    // A damaged pointer hides the installed version, not the floor: the newest version
    // that was current still bounds what may come in.
    let floor =
      library.currentVersion(of: theme)
      ?? (library.pointerProblem(of: theme) != nil ? record.newestWasCurrent(theme) : nil)
    if let floor, ThemeVersionOrder.precedes(entry.version, floor) {
      throw ThemeInstallError(
        .downgrade, "refusing theme '\(theme)' version \(entry.version): version \(floor) is installed")
    }
    return entry
  }

  /// When `entry` is already the current version and whole: the floor raised and the
  /// unchanged outcome; else nil (the version is fetched, or extracted anew when not whole).
  func unchangedOutcome(
    _ entry: ThemeIndexEntry, accepted: AcceptedIndexState, index: ThemeIndex,
    progress: (@Sendable (ThemeInstallProgress) -> Void)?
  ) throws(ThemeInstallError) -> Outcome? {
    let current = library.currentVersion(of: entry.theme)
    guard current == entry.version, library.versionProblem(theme: entry.theme, version: entry.version) == nil
    else { return nil }
    try raiseFloor(accepted, to: index)
    progress?(ThemeInstallProgress(.finished, bytes: 0, totalBytes: 0))
    return Outcome(theme: entry.theme, version: entry.version, previous: current, changed: false)
  }
}
