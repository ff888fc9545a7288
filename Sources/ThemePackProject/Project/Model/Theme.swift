import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// A theme ready to build: its declared values and its own image files.
package struct Theme: Sendable, Hashable {
  /// The folder name.
  package var name: String
  package var folderPath: String
  package var version: SemanticVersion
  package var color: ThemeRGBA
  /// The declared dark colour; nil means "derive it" (`DarkColor.derive`).
  package var darkColor: ThemeRGBA?
  package var extraColors: [String: ThemeRGBA]
  /// The theme colour's given values besides light (`dark` equals `darkColor` when set).
  package var themeColorValues: [ThemeAppearance: ThemeRGBA]
  /// Every extra colour with its given values and pair, by name (a plain colour has no pair).
  package var colorRoles: [String: ColorRole]
  /// The SwiftTheme key path of each extra colour that names one, by name.
  package var colorKeyPaths: [String: String] = [:]
  /// The theme's SwiftTheme values that are no colour, image or font (`theme.json`
  /// `values`), by key path, and their night values where given (`darkValues`).
  package var values: [String: JSONValue] = [:]
  package var darkValues: [String: JSONValue] = [:]
  /// The theme's own light files: asset → scale → path. For a master asset they override
  /// the master; for a per-theme asset they are its source. Used as drawn (not tinted).
  package var overrides: [String: [Int: String]]
  /// The theme's explicit dark files: asset → scale → path.
  package var darkFiles: [String: [Int: String]]
  /// The theme's fonts by name: the project's, with the theme's own replacing or adding.
  package var fonts: [String: FontSpec]
  /// The theme's components by name: the project's defaults with the theme's overrides
  /// applied (`ComponentSpec.resolve`).
  package var components: [String: ComponentSpec]
  /// The theme's app icon: the project's with the theme's changes (`AppIconSpec.merged`),
  /// nil when the project has none.
  package var appIcon: AppIconSpec? = nil

  /// The font files the theme ships (`FontFiles`): its own `Fonts/` files, then the
  /// project's shared ones whose file name none of its own has, each a path as the survey
  /// joins them. The runtime folder holds them as `Fonts/<file name>`.
  package var fontFiles: [String] = []

  package init(
    name: String, folderPath: String, version: SemanticVersion, color: ThemeRGBA, darkColor: ThemeRGBA?,
    extraColors: [String: ThemeRGBA], overrides: [String: [Int: String]],
    darkFiles: [String: [Int: String]], themeColorValues: [ThemeAppearance: ThemeRGBA] = [:],
    colorRoles: [String: ColorRole] = [:], fonts: [String: FontSpec] = [:],
    components: [String: ComponentSpec] = [:]
  ) {
    self.fonts = fonts
    self.components = components
    var given = themeColorValues
    if let darkColor { given[.dark] = darkColor }
    self.themeColorValues = given
    self.colorRoles = Self.roles(colorRoles, completedBy: extraColors)
    self.name = name
    self.folderPath = folderPath
    self.version = version
    self.color = color
    self.darkColor = darkColor
    self.extraColors = extraColors
    self.overrides = overrides
    self.darkFiles = darkFiles
  }

  /// `roles` with a plain role (no pair) for every colour of `colors` it lacks.
  package static func roles(_ roles: [String: ColorRole], completedBy colors: [String: ThemeRGBA]) -> [String:
    ColorRole]
  {
    var all = roles
    for (name, color) in colors where all[name] == nil { all[name] = ColorRole(name: name, light: color) }
    return all
  }

  /// The theme colour and every extra colour as `ThemeColorSolver` takes them, the theme
  /// colour needing `minimumContrast` on the dark background.
  package func roles(minimumContrast: Double) -> [ColorRole] {
    [ColorRole.themeColor(color, given: themeColorValues, minimumContrast: minimumContrast)]
      + colorRoles.keys.sorted().map { colorRoles[$0]! }
  }
}
