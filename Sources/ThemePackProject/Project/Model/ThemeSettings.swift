import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// What a theme's `theme.json` declares. Each value is nil when it is missing or invalid
/// (the loader reports why), so the lint can still check the rest.
package struct ThemeSettings: Sendable, Hashable {
  package var version: SemanticVersion?
  package var color: ThemeRGBA?
  package var darkColor: ThemeRGBA?
  /// The theme colour's given values besides light (`dark` equals `darkColor`).
  package var themeColorValues: [ThemeAppearance: ThemeRGBA]
  /// Named extra colours (`"colors": {"text": "#FFFFFF"}`), the valid ones, light values.
  package var extraColors: [String: ThemeRGBA]
  /// The valid extra colours with their given values and pairs, by name.
  package var colorRoles: [String: ColorRole]
  /// The SwiftTheme key path of each extra colour that names one (`keyPath`), by name.
  package var colorKeyPaths: [String: String] = [:]
  /// Where values start in `theme.json`, by JSON Pointer without its leading '/': the
  /// top-level keys ("version", "color"…) and every value under `color` and `colors`
  /// ("colors/onColor", "colors/onColor/dark").
  package var positions: [String: JSONDocument.Position]
  /// Where the colours come from when `theme.json` names a tokens file (`"tokens"`); the
  /// colours above are then the tokens' (nil when the file is refused).
  package var tokens: TokensReference?
  /// The tokens file's path as the project reads it (set by the loader).
  package var tokensPath: String?
  /// Where each colour's values come from when they are the tokens': by colour name (`color`
  /// for the theme colour), then appearance (every appearance has one). Empty otherwise.
  package var tokenValuePlaces: [String: [ThemeAppearance: TokenValuePlace]] = [:]
  /// The theme's own fonts (`"fonts"`), which override or add to the project's, by name.
  package var fonts: [String: FontSpec] = [:]
  /// The fonts of the tokens file's `typography` tokens (set by the loader), which override or
  /// add to the project's (keeping its key paths) and give way to the theme's own `fonts`.
  package var tokenFonts: [String: FontSpec] = [:]
  /// The fonts the theme gives itself: its tokens', with its own `fonts` over them.
  package var ownFonts: [String: FontSpec] { tokenFonts.merging(fonts) { _, own in own } }
  /// The text the theme's font files must have glyphs for (`"sampleText"`); nil for
  /// `FontFiles.defaultSampleText`.
  package var sampleText: String?
  /// SwiftTheme values that are no colour, image or font, by key path (`"values"`), and
  /// their night values (`"darkValues"`), the valid ones.
  package var values: [String: JSONValue] = [:]
  package var darkValues: [String: JSONValue] = [:]
  /// The theme's overrides of component roles (`"components"`), by component name.
  package var components: [String: ComponentSpec] = [:]
  /// The theme's changes to the project's app icon (`"appIcon"`), nil when it makes none.
  package var appIcon: AppIconSpec? = nil

  package init(
    version: SemanticVersion? = nil, color: ThemeRGBA? = nil, darkColor: ThemeRGBA? = nil,
    extraColors: [String: ThemeRGBA] = [:], positions: [String: JSONDocument.Position] = [:],
    themeColorValues: [ThemeAppearance: ThemeRGBA] = [:], colorRoles: [String: ColorRole]? = nil
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
