/// One theme folder as found on disk, whether or not its `theme.json` is usable.
package struct ThemeFolder: Sendable, Hashable {
  /// The folder name, which is the theme name.
  package var name: String
  package var folder: ImageFolder
  /// `<folder>/theme.json`.
  package var settingsPath: String
  /// What `theme.json` declares; nil when the file is missing or not a JSON object.
  package var settings: ThemeSettings?

  package init(name: String, folder: ImageFolder, settingsPath: String, settings: ThemeSettings?) {
    self.name = name
    self.folder = folder
    self.settingsPath = settingsPath
    self.settings = settings
  }

  package var path: String { folder.path }
}
