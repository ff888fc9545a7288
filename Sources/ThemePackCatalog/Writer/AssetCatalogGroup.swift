/// A folder in an asset catalog that provides a namespace: ThemePack makes one per theme,
/// so the app asks for `UIImage(named: "blue/navBar")` and `UIColor(named: "blue/themeColor")`.
public struct AssetCatalogGroup: Sendable, Equatable {
  /// The theme name; it becomes the folder name and the namespace.
  public var name: String
  public var imageSets: [ImageSetSpec]
  public var colorSets: [ColorSetSpec]

  public init(name: String, imageSets: [ImageSetSpec] = [], colorSets: [ColorSetSpec] = []) {
    self.name = name
    self.imageSets = imageSets
    self.colorSets = colorSets
  }
}
