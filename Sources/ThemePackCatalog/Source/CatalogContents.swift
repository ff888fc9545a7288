import ThemePackProject
import ThemePackSupport

/// An existing Xcode asset catalog, read without trusting it: its image sets and colour sets,
/// and every problem met while reading as a finding.
package struct CatalogContents: Sendable {
  /// The `.xcassets` folder.
  package var root: String
  /// Image sets, in path order.
  package var imageSets: [CatalogImageSet] = []
  /// Colour sets, in path order.
  package var colorSets: [CatalogColorSet] = []
  /// Folders of other kinds (`.appiconset`, `.symbolset`, `.dataset` …), not read.
  package var otherSets: [String] = []
  /// Problems found while reading (malformed or unknown JSON, links, limits, paths).
  package var findings: [Finding] = []

  package init(root: String) {
    self.root = root
  }

  /// The folder suffixes of a catalog's sets.
  package static let setSuffixes = [".imageset", ".colorset"]

  /// Whether `path` is an asset catalog: its name ends in `.xcassets`, it holds a set folder
  /// (`*.colorset`, `*.imageset`: sets copied out of a catalog), or its `Contents.json` holds
  /// an `info` object.
  package static func isCatalog(_ path: String) -> Bool {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    if trimmed.hasSuffix(".xcassets") { return true }
    // A folder of sets copied out of a catalog, without its root Contents.json.
    if let listing = try? ProjectReader(root: trimmed).entries(of: trimmed),
      listing.entries.contains(where: { entry in
        entry.isFolder && setSuffixes.contains { entry.name.hasSuffix($0) }
      })
    {
      return true
    }
    guard let bytes = try? ProjectReader(root: trimmed).bytes(at: trimmed + "/Contents.json"),
      bytes.count <= CatalogReader.maxContentsBytes,
      let value = try? JSONDocument.parseValue(bytes)
    else { return false }
    return value["info"]?.objectValue != nil
  }
}
