import Foundation

/// What the user picked, remembered in the root (`.themepack/selection.json`) so the app
/// opens with it next launch: the theme and the appearance preference. `ThemeStore` writes
/// it on every switch and preference change and reads it in `ThemeStore.restored(library:)`.
public struct ThemeSelection: Codable, Sendable, Equatable {
  public var theme: String?
  public var preference: ThemeAppearancePreference

  public init(theme: String?, preference: ThemeAppearancePreference) {
    self.theme = theme
    self.preference = preference
  }

  static let fileName = "selection.json"
  static let temporaryPrefix = ".selection-"
  static let maxBytes = 4096

  /// The remembered selection; nil when none was saved or the file cannot be read (a file
  /// of another shape, a link, too long: the app starts with its defaults).
  public static func load(_ library: ThemeLibrary) -> ThemeSelection? {
    guard
      let data = ClientFileSystem.readSmallFile(
        library.stateFolder.appendingPathComponent(fileName), maxBytes: maxBytes),
      let selection = try? JSONDecoder().decode(ThemeSelection.self, from: data)
    else { return nil }
    return selection
  }

  /// Saves the selection durably; throws when the root cannot be written (or its state
  /// folder is a link).
  public func save(_ library: ThemeLibrary) throws {
    if ClientFileSystem.kind(library.stateFolder) == .link {
      throw ClientFailure("'\(library.stateFolder.path)' is a symbolic link")
    }
    try FileManager.default.createDirectory(at: library.stateFolder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try ClientFileSystem.writeDurably(
      try encoder.encode(self), to: library.stateFolder.appendingPathComponent(Self.fileName),
      temporaryPrefix: Self.temporaryPrefix)
  }
}
