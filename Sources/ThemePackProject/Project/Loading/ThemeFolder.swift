/// One theme folder as found on disk, whether or not its `theme.json` is usable.
public struct ThemeFolder: Sendable, Hashable {
  /// The folder name, which is the theme name.
  public var name: String
  public var folder: ImageFolder
  /// `<folder>/theme.json`.
  public var settingsPath: String
  /// What `theme.json` declares; nil when the file is missing or not a JSON object.
  public var settings: ThemeSettings?

  public init(name: String, folder: ImageFolder, settingsPath: String, settings: ThemeSettings?) {
    self.name = name
    self.folder = folder
    self.settingsPath = settingsPath
    self.settings = settings
  }

  public var path: String { folder.path }
}
