/// What `themepack init` was asked to do.
public struct ImportOptions: Sendable, Equatable {
  /// The source: a folder of theme folders, an asset catalog, or SwiftTheme theme files.
  public var from: String
  /// The project folder to write.
  public var into: String
  /// The scale of image files without an `@2x`/`@3x` suffix (legacy files are often @2x).
  public var scale: Int
  /// A JSON object or CSV file of theme → colour, as an app's database holds them.
  public var colorsFile: String?
  /// The SwiftTheme key path of each theme's main colour (`Global.barTintColor`).
  public var colorKey: String?
  /// An asset catalog SwiftTheme image names are resolved against.
  public var assetsCatalog: String?
  /// Whether a non-empty `into` folder may be replaced.
  public var force: Bool
  /// The public key file theme packages must be signed with; without one a package's
  /// signature is not checked (the report says so).
  public var publicKey: String?

  public init(
    from: String, into: String, scale: Int = 1, colorsFile: String? = nil, colorKey: String? = nil,
    assetsCatalog: String? = nil, force: Bool = false, publicKey: String? = nil
  ) {
    self.publicKey = publicKey
    self.from = from
    self.into = into
    self.scale = scale
    self.colorsFile = colorsFile
    self.colorKey = colorKey
    self.assetsCatalog = assetsCatalog
    self.force = force
  }
}
