import ThemePackImaging
import ThemePackSupport

/// What a theme's `theme.json` declares. Each value is nil when it is missing or invalid
/// (the loader reports why), so the lint can still check the rest.
public struct ThemeSettings: Sendable, Hashable {
  public var version: SemanticVersion?
  public var color: RGBA8?
  public var darkColor: RGBA8?
  /// The theme colour's given values besides light (`dark` equals `darkColor`).
  public var themeColorValues: [ColorAppearance: RGBA8]
  /// Named extra colours (`"colors": {"text": "#FFFFFF"}`), the valid ones, light values.
  public var extraColors: [String: RGBA8]
  /// The valid extra colours with their given values and pairs, by name.
  public var colorRoles: [String: ColorRole]
  /// The SwiftTheme key path of each extra colour that names one (`keyPath`), by name.
  public var colorKeyPaths: [String: String] = [:]
  /// Where values start in `theme.json`, by JSON Pointer without its leading '/': the
  /// top-level keys ("version", "color"…) and every value under `color` and `colors`
  /// ("colors/onColor", "colors/onColor/dark").
  public var positions: [String: JSONDocument.Position]
  /// Where the colours come from when `theme.json` names a tokens file (`"tokens"`); the
  /// colours above are then the tokens' (nil when the file is refused).
  public var tokens: TokensReference?
  /// The tokens file's path as the project reads it (set by the loader).
  public var tokensPath: String?
  /// Where each colour's values come from when they are the tokens': by colour name (`color`
  /// for the theme colour), then appearance (every appearance has one). Empty otherwise.
  public var tokenValuePlaces: [String: [ColorAppearance: TokenValuePlace]] = [:]
  /// The theme's own fonts (`"fonts"`), which override or add to the project's, by name.
  public var fonts: [String: FontSpec] = [:]
  /// The fonts of the tokens file's `typography` tokens (set by the loader), which override or
  /// add to the project's (keeping its key paths) and give way to the theme's own `fonts`.
  public var tokenFonts: [String: FontSpec] = [:]
  /// The fonts the theme gives itself: its tokens', with its own `fonts` over them.
  public var ownFonts: [String: FontSpec] { tokenFonts.merging(fonts) { _, own in own } }
  /// The text the theme's font files must have glyphs for (`"sampleText"`); nil for
  /// `FontFiles.defaultSampleText`.
  public var sampleText: String?
  /// SwiftTheme values that are no colour, image or font, by key path (`"values"`), and
  /// their night values (`"darkValues"`), the valid ones.
  public var values: [String: JSONValue] = [:]
  public var darkValues: [String: JSONValue] = [:]
  /// The theme's overrides of component roles (`"components"`), by component name.
  public var components: [String: ComponentSpec] = [:]
  /// The theme's changes to the project's app icon (`"appIcon"`), nil when it makes none.
  public var appIcon: AppIconSpec? = nil

  public init(
    version: SemanticVersion? = nil, color: RGBA8? = nil, darkColor: RGBA8? = nil,
    extraColors: [String: RGBA8] = [:], positions: [String: JSONDocument.Position] = [:],
    themeColorValues: [ColorAppearance: RGBA8] = [:], colorRoles: [String: ColorRole]? = nil
  ) {
    self.themeColorValues = themeColorValues
    self.colorRoles = Theme.roles(colorRoles ?? [:], completedBy: extraColors)
    self.version = version
    self.color = color
    self.darkColor = darkColor
    self.extraColors = extraColors
    self.positions = positions
  }
}
