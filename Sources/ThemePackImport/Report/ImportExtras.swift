import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// What a source knows beyond its images, for `ProjectPlanner`: an asset catalog's colour
/// sets, slices and rendering intents.
package struct ImportExtras: Sendable {
  /// A theme's colour as the source states it.
  package struct ThemeColor: Sendable {
    /// Its light value and the others the source states (the high-contrast ones by an output
    /// catalog or a manifest).
    package var color: StatedColor
    /// Where it came from, for the report.
    package var source: String
  }

  /// Per theme: its colour, when the source states one.
  package var themeColors: [String: ThemeColor] = [:]
  /// Per theme: the names of its colour sets, for a message naming `--color-key`.
  package var colorSetNames: [String: [String]] = [:]
  /// Per theme: named colours (name → the values the source states).
  package var namedColors: [String: [String: StatedColor]] = [:]
  /// Whether the source is an asset catalog (its flat swatches are not taken for a nav bar).
  package var isCatalog = false
  /// Per asset: its `slice` config entry.
  package var slices: [String: JSONValue] = [:]
  /// Per asset: how the source says iOS draws it (a catalog's `template-rendering-intent`,
  /// `automatic` where it states none); absent for sources that say nothing (`original`).
  package var renderings: [String: AssetRendering] = [:]
  /// Assets drawn as templates (only their alpha counts).
  package var templateAssets: Set<String> = []
  /// The package name, when not the source folder's.
  package var packageName: String?
  /// SwiftTheme key paths kept: the theme colour's, each named colour's and each asset's.
  package var colorKeyPath: String?
  package var colorKeyPaths: [String: String] = [:]
  package var assetKeyPaths: [String: String] = [:]
  /// Fonts for themepack.json, by name, and for each theme's theme.json, by theme and name.
  package var fonts: [String: FontSpec] = [:]
  package var themeFonts: [String: [String: FontSpec]] = [:]
  /// Per theme: its SwiftTheme values that are no colour, image or font (theme.json `values`).
  package var themeValues: [String: SwiftThemeValues] = [:]
  /// Per theme: its version, when the source states one (a manifest's `version`).
  package var versions: [String: String] = [:]
  /// Whether the config turns `highContrast.images` on (the source has high-contrast files).
  package var highContrastImages = false
  /// The config's components, by component and role (a manifest's, overrides applied).
  package var components: [String: [String: ComponentRole]] = [:]
  /// Per theme: the members of component roles it overrides (theme.json `components`).
  package var themeComponents: [String: [String: [String: ComponentRole]]] = [:]
  /// Whether the planner looks for what ThemePack's own outputs hold, proven on the pixels: a
  /// master's dark files that a retint with the theme's stated dark colour reproduces exactly
  /// stay `dark: retint` (not explicit dark files), and an asset most themes draw as one
  /// template shape becomes a master with the other themes' files as overrides.
  package var ownOutput = false
  /// The `outputs` of the config, when not the default (SwiftTheme adds its plist).
  package var outputs: [OutputFormat]?
  /// The navigation bar's asset and glass form as the source states them (ThemePack's own
  /// manifests); nil leaves the bar to `NavigationBarChoice`.
  package var navigationBar: String?
  package var glassBar: JSONValue?
}
