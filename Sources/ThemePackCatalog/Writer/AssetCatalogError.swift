/// An asset catalog model cannot be written: a bad name, a duplicate, an impossible entry.
///
/// `description` is one line in the house voice:
/// `invalid asset catalog 'Themes.xcassets': image set 'blue/navBar': two entries for 2x dark`.
package struct AssetCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The catalog's folder name, `<name>.xcassets`.
  package let catalog: String
  /// What inside the catalog is wrong ("image set 'blue/navBar'"), or "" for the catalog.
  package let item: String
  package let problem: String

  package init(catalog: String, item: String, problem: String) {
    self.catalog = catalog
    self.item = item
    self.problem = problem
  }

  package var description: String {
    "invalid asset catalog '\(catalog)': " + (item.isEmpty ? "" : "\(item): ") + problem
  }
}
