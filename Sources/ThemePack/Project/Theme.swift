/// A theme ready to build: its declared values and its own image files.
public struct Theme: Sendable, Hashable {
  /// The folder name.
  public var name: String
  public var folderPath: String
  public var version: SemanticVersion
  public var color: RGBA8
  /// The declared dark colour; nil means "derive it" (`DarkColor.derive`).
  public var darkColor: RGBA8?
  public var extraColors: [String: RGBA8]
  /// The theme's own light files: asset → scale → path. For a master asset they override
  /// the master; for a per-theme asset they are its source. Used as drawn (not tinted).
  public var overrides: [String: [Int: String]]
  /// The theme's explicit dark files: asset → scale → path.
  public var darkFiles: [String: [Int: String]]

  public init(
    name: String, folderPath: String, version: SemanticVersion, color: RGBA8, darkColor: RGBA8?,
    extraColors: [String: RGBA8], overrides: [String: [Int: String]],
    darkFiles: [String: [Int: String]]
  ) {
    self.name = name
    self.folderPath = folderPath
    self.version = version
    self.color = color
    self.darkColor = darkColor
    self.extraColors = extraColors
    self.overrides = overrides
    self.darkFiles = darkFiles
  }
}
