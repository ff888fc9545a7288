/// What a source knows beyond its images, for `ProjectPlanner`: an asset catalog's colour
/// sets, slices and rendering intents.
struct ImportExtras: Sendable {
  /// A theme's colour as the source states it.
  struct ThemeColor: Sendable {
    var color: RGBA8
    var dark: RGBA8?
    /// Where it came from, for the report.
    var source: String
  }

  /// Per theme: its colour, when the source states one.
  var themeColors: [String: ThemeColor] = [:]
  /// Per theme: named colours (name → light colour).
  var namedColors: [String: [String: RGBA8]] = [:]
  /// Per asset: its `slice` config entry.
  var slices: [String: JSONValue] = [:]
  /// Assets drawn as templates (only their alpha counts).
  var templateAssets: Set<String> = []
  /// The package name, when not the source folder's.
  var packageName: String?
  /// Per theme: the dark values of named colours that have one.
  var namedDarkColors: [String: [String: RGBA8]] = [:]
  /// SwiftTheme key paths kept: the theme colour's, each named colour's and each asset's.
  var colorKeyPath: String?
  var colorKeyPaths: [String: String] = [:]
  var assetKeyPaths: [String: String] = [:]
  /// Fonts for themepack.json, by name, and for each theme's theme.json, by theme and name.
  var fonts: [String: FontSpec] = [:]
  var themeFonts: [String: [String: FontSpec]] = [:]
  /// The `outputs` of the config, when not the default (SwiftTheme adds its plist).
  var outputs: [OutputFormat]?
}
