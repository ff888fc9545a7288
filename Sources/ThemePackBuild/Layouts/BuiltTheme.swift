import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// What the build produced for one theme.
package struct BuiltTheme: Sendable {
  package var name: String
  /// Whether the theme was made up from a `--try-color` colour rather than read from the project.
  package var isHypothetical: Bool
  package var version: String
  package var color: ThemeRGBA
  package var darkColor: ThemeRGBA
  package var extraColors: [String: ThemeRGBA]
  /// Every colour's four values by name (`"color"` is the theme colour); a colour missing
  /// here has its light value (and, for `"color"`, `darkColor`) in every appearance.
  package var colorValues: [String: AppearanceValues<ThemeRGBA>] = [:]
  /// Every colour as the project gives it, by name (`"color"` is the theme colour): its given
  /// values and its pair. Empty when unknown: the tokens layout then writes no pairs and
  /// marks no value derived.
  package var roles: [String: ColorRole] = [:]
  /// In the config's asset order.
  package var assets: [BuiltAsset]
  /// The theme's source digest (`ThemeSourceDigest`), recorded in its manifest.
  package var sourceSHA256: String?
  /// The theme's fonts by name (`Theme.fonts`).
  package var fonts: [String: FontSpec] = [:]
  /// The theme's components by name, overrides applied (`Theme.components`).
  package var components: [String: ComponentSpec] = [:]
  /// The name of the theme's app icon (`AppIconSpec.name(in:)`), nil without one.
  package var appIcon: String? = nil

  /// The font files the theme ships (`Theme.fontFiles`, read), in the theme's order.
  package var fontFiles: [BuiltFontFile] = []
  /// SwiftTheme key paths given in the project: the theme colour's (nil for the default),
  /// each extra colour's and each asset's that names one, by name.
  package var colorKeyPath: String? = nil
  package var colorKeyPaths: [String: String] = [:]
  package var assetKeyPaths: [String: String] = [:]
  /// The theme's other SwiftTheme values (`theme.json` `values`) by key path, and their night
  /// values where they differ (`darkValues`).
  package var values: [String: JSONValue] = [:]
  package var darkValues: [String: JSONValue] = [:]
  /// The navigation bar's image asset (`navigationBar` in the config), nil without one.
  package var navigationBarImage: String?
  /// The navigation bar's glass form in this theme's colours, nil when the project gives none.
  package var glassBar: GlassBarColors?

  package init(
    name: String, isHypothetical: Bool, version: String, color: ThemeRGBA, darkColor: ThemeRGBA,
    extraColors: [String: ThemeRGBA], colorValues: [String: AppearanceValues<ThemeRGBA>] = [:],
    roles: [String: ColorRole] = [:], assets: [BuiltAsset], sourceSHA256: String? = nil,
    fonts: [String: FontSpec] = [:], components: [String: ComponentSpec] = [:], colorKeyPath: String? = nil,
    colorKeyPaths: [String: String] = [:], assetKeyPaths: [String: String] = [:],
    values: [String: JSONValue] = [:], darkValues: [String: JSONValue] = [:]
  ) {
    self.name = name
    self.isHypothetical = isHypothetical
    self.version = version
    self.color = color
    self.darkColor = darkColor
    self.extraColors = extraColors
    self.colorValues = colorValues
    self.roles = roles
    self.assets = assets
    self.sourceSHA256 = sourceSHA256
    self.fonts = fonts
    self.components = components
    self.colorKeyPath = colorKeyPath
    self.colorKeyPaths = colorKeyPaths
    self.assetKeyPaths = assetKeyPaths
    self.values = values
    self.darkValues = darkValues
  }

  /// The navigation bar as the manifest states it, nil when the project has no bar.
  package var navigationBar: RuntimeManifest.NavigationBar? {
    guard navigationBarImage != nil || glassBar != nil else { return nil }
    return RuntimeManifest.NavigationBar(
      image: navigationBarImage, glass: glassBar.map(RuntimeManifest.Glass.init))
  }

  /// The four values of colour `name` (`"color"` for the theme colour).
  package func values(of name: String) -> AppearanceValues<ThemeRGBA> {
    if let values = colorValues[name] { return values }
    let light = name == "color" ? color : extraColors[name] ?? color
    let dark = name == "color" ? darkColor : light
    return AppearanceValues { $0.isDark ? dark : light }
  }

  /// The dark value of colour `name` when it differs from its light one, else nil (for
  /// formats that write a dark colour only where there is one).
  package func darkValue(of name: String) -> ThemeRGBA? {
    let values = values(of: name)
    return values.dark == values.light ? nil : values.dark
  }
}
