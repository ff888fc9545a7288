/// A folder in an asset catalog that provides a namespace: ThemePack makes one per theme,
/// so the app asks for `UIImage(named: "blue/navBar")` and `UIColor(named: "blue/themeColor")`.
package struct AssetCatalogGroup: Sendable, Equatable {
  /// The theme name; it becomes the folder name and the namespace.
  package var name: String
  package var imageSets: [ImageSetSpec]
  package var colorSets: [ColorSetSpec]

  package init(name: String, imageSets: [ImageSetSpec] = [], colorSets: [ColorSetSpec] = []) {
    self.name = name
    self.imageSets = imageSets
    self.colorSets = colorSets
  }
}
