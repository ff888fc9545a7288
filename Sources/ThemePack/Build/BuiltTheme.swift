/// What the build produced for one theme.
public struct BuiltTheme: Sendable {
  public var name: String
  public var version: String
  public var color: RGBA8
  public var darkColor: RGBA8
  public var extraColors: [String: RGBA8]
  /// In the config's asset order.
  public var assets: [BuiltAsset]
}
