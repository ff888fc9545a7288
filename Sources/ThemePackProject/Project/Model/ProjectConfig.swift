/// The project settings from `themepack.json`.
package struct ProjectConfig: Sendable, Hashable {
  /// The package (bundle) name theme packages and the catalog are named after.
  package var packageName: String
  /// The scales to produce, ascending, a subset of 1, 2, 3.
  package var scales: [Int]
  /// Every asset each theme must end up with, sorted by name.
  package var assets: [AssetSpec]
  package var dark: DarkSettings
  /// How colour drift is measured.
  package var driftMetric: ColorDistanceMetric
  /// The distance above which a hand-made asset has drifted from its theme colour.
  package var driftThreshold: Double
  /// The asset that is the navigation-bar background, which the preview draws at common
  /// screen widths from its slice; nil when the project has none.
  package var navigationBar: String?
  /// The colour the preview draws the navigation bar's title in (`"color"` or a name of a
  /// theme's `colors`); nil draws the bar without a title.
  package var navigationBarTitleColor: String?
  /// The navigation bar's glass form for iOS 26+ (`navigationBar.glass`), nil when the
  /// project gives none (an image-backed bar only, or no bar).
  package var navigationBarGlass: GlassBarSpec?
  /// The output formats a build writes, in the order layouts run (`OutputFormat.defaults`
  /// unless `"outputs"` says otherwise).
  package var outputs: [OutputFormat]
  /// Whether every tinted image also gets high-contrast variants (`"highContrast":
  /// {"images": true}`): tinted again with the theme colour's light and dark high-contrast
  /// values, shipped as `<asset>.hc@2x.png` and `<asset>.dark.hc@2x.png`.
  package var highContrastImages: Bool
  /// The project's fonts by name (`"fonts"`); a theme may override or add fonts.
  package var fonts: [String: FontSpec]
  /// The component defaults by name (`"components"`); a theme may override their roles.
  package var components: [String: ComponentSpec]
  /// The SwiftTheme key path of every theme's colour (`colorKeyPath`), nil for the default
  /// `Global.themeColor`.
  package var colorKeyPath: String?
  /// The app icon every theme gets (`"appIcon"`), which a theme may change; nil when the
  /// project has none.
  package var appIcon: AppIconSpec? = nil

  package init(
    packageName: String, scales: [Int], assets: [AssetSpec], dark: DarkSettings = .default,
    driftMetric: ColorDistanceMetric = .ciede2000, driftThreshold: Double? = nil,
    navigationBar: String? = nil, navigationBarTitleColor: String? = nil,
    outputs: [OutputFormat] = OutputFormat.defaults, highContrastImages: Bool = false,
    fonts: [String: FontSpec] = [:], components: [String: ComponentSpec] = [:], colorKeyPath: String? = nil,
    navigationBarGlass: GlassBarSpec? = nil
  ) {
    self.navigationBarGlass = navigationBarGlass
    self.fonts = fonts
    self.components = components
    self.colorKeyPath = colorKeyPath
    self.navigationBar = navigationBar
    self.navigationBarTitleColor = navigationBarTitleColor
    self.highContrastImages = highContrastImages
    self.outputs = OutputFormat.canonical(outputs)
    self.packageName = packageName
    self.scales = scales.sorted()
    self.assets = assets.sorted { $0.name < $1.name }
    self.dark = dark
    self.driftMetric = driftMetric
    self.driftThreshold = driftThreshold ?? driftMetric.defaultThreshold
  }

  /// The highest scale produced (3 unless the config says otherwise).
  package var highestScale: Int { scales.last ?? 3 }

  /// The scales `asset` is built at: its own `scales`, else the project's.
  package func scales(of asset: AssetSpec) -> [Int] { asset.scales(in: scales) }

  /// The highest scale `asset` is built at.
  package func highestScale(of asset: AssetSpec) -> Int { scales(of: asset).max() ?? highestScale }

  /// The asset named `name`, if the config has one.
  package func asset(named name: String) -> AssetSpec? {
    assets.first { $0.name == name }
  }
}
