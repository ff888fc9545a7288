import Foundation

/// What the user picked, remembered in the root (`.themepack/selection.json`) so the app
/// opens with it next launch: the theme and the appearance preference. `ThemeStore` writes
/// it on every switch and preference change and reads it in `ThemeStore.restored(library:)`.
package struct ThemeSelection: Codable, Sendable, Equatable {
  package var theme: String?
  package var preference: ThemeAppearance.Preference

  package init(theme: String?, preference: ThemeAppearance.Preference) {
    self.theme = theme
    self.preference = preference
  }

  static let fileName = "selection.json"
  static let temporaryPrefix = ".selection-"
  static let maxBytes = 4096

  /// The remembered selection; nil when none was saved or the file cannot be read (a file
  /// of another shape, a link, in a state folder that is a link, too long: the app starts
  /// with its defaults).
  package static func load(_ library: ThemeLibrary) -> ThemeSelection? {
    guard ClientFileSystem.kind(library.stateFolder) == .folder,
      let data = ClientFileSystem.readSmallFile(
        library.stateFolder.appendingPathComponent(fileName), maxBytes: maxBytes),
      let selection = try? JSONDecoder().decode(ThemeSelection.self, from: data)
    else { return nil }
    return selection
  }

  /// Saves the selection durably; throws when the root cannot be written (or its state
  /// folder is a link).
  ///
  /// It takes no install lock, so a switch never waits for a download: an install's cleanup
  /// leaves a selection's temporary file alone while it is young, and when an install
  /// removes the (then empty) state folder between its making and the write, the save makes
  /// it again and writes once more.
  package func save(_ library: ThemeLibrary) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(self)
    for attempt in 1...3 {
      if ClientFileSystem.kind(library.stateFolder) == .link {
        throw ClientFailure("'\(library.stateFolder.path)' is a symbolic link")
      }
      try FileManager.default.createDirectory(at: library.stateFolder, withIntermediateDirectories: true)
      do {
        try ClientFileSystem.writeDurably(
          data, to: library.stateFolder.appendingPathComponent(Self.fileName),
          temporaryPrefix: Self.temporaryPrefix)
        return
      } catch  where attempt < 3 && ClientFileSystem.kind(library.stateFolder) == .missing {
        continue
      }
    }
  }
}
