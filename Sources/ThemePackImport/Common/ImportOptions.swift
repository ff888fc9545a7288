/// What `themepack init` was asked to do.
package struct ImportOptions: Sendable, Equatable {
  /// The source: a folder of theme folders, an asset catalog, or SwiftTheme theme files.
  package var from: String
  /// The project folder to write.
  package var into: String
  /// The scale of image files without an `@2x`/`@3x` suffix (legacy files are often @2x).
  package var scale: Int
  /// A JSON object or CSV file of theme → colour, as an app's database holds them.
  package var colorsFile: String?
  /// The SwiftTheme key path of each theme's main colour (`Global.barTintColor`).
  package var colorKey: String?
  /// An asset catalog SwiftTheme image names are resolved against.
  package var assetsCatalog: String?
  /// Whether a non-empty `into` folder may be replaced.
  package var force: Bool
  /// The public key file theme packages must be signed with; without one a package's
  /// signature is not checked (the report says so).
  package var publicKey: String?

  package init(
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
