/// What the build produced for one theme.
public struct BuiltTheme: Sendable {
  public var name: String
  /// Whether the theme was made up from a `--try-color` colour rather than read from the project.
  public var isHypothetical: Bool
  public var version: String
  public var color: RGBA8
  public var darkColor: RGBA8
  public var extraColors: [String: RGBA8]
  /// In the config's asset order.
  public var assets: [BuiltAsset]
  /// The theme's source digest (`ThemeSourceDigest`), recorded in its manifest.
  public var sourceSHA256: String?
}
