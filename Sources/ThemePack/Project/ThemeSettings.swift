/// What a theme's `theme.json` declares. Each value is nil when it is missing or invalid
/// (the loader reports why), so the lint can still check the rest.
public struct ThemeSettings: Sendable, Hashable {
  public var version: SemanticVersion?
  public var color: RGBA8?
  public var darkColor: RGBA8?
  /// Named extra colours (`"colors": {"text": "#FFFFFF"}`), the valid ones.
  public var extraColors: [String: RGBA8]
  /// Where the top-level values start in `theme.json`, by key ("version", "color"…).
  public var positions: [String: JSONDocument.Position]

  public init(
    version: SemanticVersion? = nil, color: RGBA8? = nil, darkColor: RGBA8? = nil,
    extraColors: [String: RGBA8] = [:], positions: [String: JSONDocument.Position] = [:]
  ) {
    self.version = version
    self.color = color
    self.darkColor = darkColor
    self.extraColors = extraColors
    self.positions = positions
  }
}
