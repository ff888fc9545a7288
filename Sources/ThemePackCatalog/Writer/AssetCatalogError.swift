/// An asset catalog model cannot be written: a bad name, a duplicate, an impossible entry.
///
/// `description` is one line in the house voice:
/// `invalid asset catalog 'Themes.xcassets': image set 'blue/navBar': two entries for 2x dark`.
public struct AssetCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The catalog's folder name, `<name>.xcassets`.
  public let catalog: String
  /// What inside the catalog is wrong ("image set 'blue/navBar'"), or "" for the catalog.
  public let item: String
  public let problem: String

  public init(catalog: String, item: String, problem: String) {
    self.catalog = catalog
    self.item = item
    self.problem = problem
  }

  public var description: String {
    "invalid asset catalog '\(catalog)': " + (item.isEmpty ? "" : "\(item): ") + problem
  }
}
