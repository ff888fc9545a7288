import Foundation
import ThemePackArchive

/// What this client made under a root, kept in `.themepack/installed.json`: for each theme,
/// the version folders it created and the versions it made current. Pruning and cleanup
/// remove only folders listed here, so a folder the app (or anyone) put in a theme folder
/// is never deleted, and `installedThemes` lists as kept only versions that were current.
///
/// A record that is not JSON (only an outside hand can make one) reads as empty: nothing is
/// pruned until the next install records again, which errs on keeping files.
struct InstallRecord: Codable, Equatable {
  struct Theme: Codable, Equatable {
    /// Version folders this client created (moved into place), sorted.
    var made: [String] = []
    /// Versions this client made current, sorted.
    var wereCurrent: [String] = []
  }

  var themes: [String: Theme] = [:]

  static let fileName = "installed.json"
  /// The record is small: a few names per theme.
  static let maxBytes = 1 << 20

  /// The record under `library`'s root; throws `unsafeRoot` when something other than a
  /// regular file is in its place (a FIFO would otherwise hang the reader, holding the lock).
  static func load(_ library: ThemeLibrary) throws(ThemeInstallError) -> InstallRecord {
    let url = library.stateFolder.appendingPathComponent(fileName)
    switch ClientFileSystem.readFile(url, maxBytes: maxBytes) {
    case .missing: return InstallRecord()
    case .refused(let problem):
      throw ThemeInstallError(.unsafeRoot, "cannot read the install record '\(url.path)': it \(problem)")
    case .bytes(let data):
      return (try? JSONDecoder().decode(InstallRecord.self, from: data)) ?? InstallRecord()
    }
  }

  func made(_ theme: String, _ version: String) -> Bool {
    themes[theme]?.made.contains(version) ?? false
  }

  func wasCurrent(_ theme: String, _ version: String) -> Bool {
    themes[theme]?.wereCurrent.contains(version) ?? false
  }

  mutating func recordMade(_ theme: String, _ version: String) {
    var entry = themes[theme, default: Theme()]
    entry.made = Array(Set(entry.made).union([version])).sorted()
    themes[theme] = entry
  }

  mutating func recordCurrent(_ theme: String, _ version: String) {
    var entry = themes[theme, default: Theme()]
    entry.wereCurrent = Array(Set(entry.wereCurrent).union([version])).sorted()
    themes[theme] = entry
  }

  /// The highest version of `theme` this client made current (by SemVer precedence), or nil.
  func newestWasCurrent(_ theme: String) -> String? {
    themes[theme]?.wereCurrent.max(by: ThemeVersionOrder.precedes)
  }

  /// Forgets `version` of `theme` (its folder was removed, or never appeared).
  mutating func forget(_ theme: String, _ version: String) {
    guard var entry = themes[theme] else { return }
    entry.made.removeAll { $0 == version }
    entry.wereCurrent.removeAll { $0 == version }
    themes[theme] = entry.made.isEmpty && entry.wereCurrent.isEmpty ? nil : entry
  }

  /// Writes the record durably (temporary file, sync, rename, sync the folder).
  func save(_ library: ThemeLibrary) throws {
    try FileManager.default.createDirectory(at: library.stateFolder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try ClientFileSystem.writeDurably(
      try encoder.encode(self), to: library.stateFolder.appendingPathComponent(Self.fileName),
      temporaryPrefix: ".installed-")
  }
}
