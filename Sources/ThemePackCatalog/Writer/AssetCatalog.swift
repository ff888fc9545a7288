/// An Xcode asset catalog, `<name>.xcassets`, with one namespacing group per theme.
package struct AssetCatalog: Sendable, Equatable {
  /// The catalog's name without the `.xcassets` extension, usually the package name.
  package var name: String
  package var groups: [AssetCatalogGroup]

  package init(name: String, groups: [AssetCatalogGroup]) {
    self.name = name
    self.groups = groups
  }

  /// The catalog's folder name: `<name>.xcassets`.
  package var folderName: String { name + ".xcassets" }
}
