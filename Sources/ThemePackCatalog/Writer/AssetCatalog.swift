/// An Xcode asset catalog, `<name>.xcassets`, with one namespacing group per theme.
public struct AssetCatalog: Sendable, Equatable {
  /// The catalog's name without the `.xcassets` extension, usually the package name.
  public var name: String
  public var groups: [AssetCatalogGroup]

  public init(name: String, groups: [AssetCatalogGroup]) {
    self.name = name
    self.groups = groups
  }

  /// The catalog's folder name: `<name>.xcassets`.
  public var folderName: String { name + ".xcassets" }
}
