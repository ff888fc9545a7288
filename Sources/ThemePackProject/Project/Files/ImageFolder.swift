/// A folder of asset images (`Base/` or one theme's folder) as found on disk.
package struct ImageFolder: Sendable, Hashable {
  /// The folder's path, joined to the assets path as the user gave it.
  package var path: String
  /// Everything in the folder, sorted by name.
  package var entries: [FolderEntry]
  /// Light images that follow the naming rule: asset name → scale → file path.
  package var images: [String: [Int: String]]
  /// Dark images (`<asset>.dark@3x.png`…): asset name → scale → file path.
  package var darkImages: [String: [Int: String]]
  /// Vector files (`<asset>.svg`, `<asset>.pdf`): asset name → file path. A vector is drawn
  /// at every scale, so it stands in `images` at each of `ImageFileName.knownScales`, unless
  /// the asset also has PNG files, which then win (the lint refuses the pair).
  package var vectors: [String: String]
  /// Dark vector files (`<asset>.dark.svg`): asset name → file path, in `darkImages` likewise.
  package var darkVectors: [String: String]

  package init(path: String, entries: [FolderEntry]) {
    self.path = path
    self.entries = entries
    var images: [String: [Int: String]] = [:]
    var darkImages: [String: [Int: String]] = [:]
    var vectors: [String: String] = [:]
    var darkVectors: [String: String] = [:]
    for entry in entries where !entry.isFolder {
      guard let parsed = ImageFileName(parsing: entry.name) else { continue }
      let file = path + "/" + entry.name
      if parsed.vector != nil {
        // Two vectors of one asset (`icon.svg`, `icon.pdf`): the first by name; the lint refuses the pair.
        if parsed.appearance.isDark {
          if darkVectors[parsed.asset] == nil { darkVectors[parsed.asset] = file }
        } else if vectors[parsed.asset] == nil {
          vectors[parsed.asset] = file
        }
      } else if parsed.appearance.isDark {
        darkImages[parsed.asset, default: [:]][parsed.scale] = file
      } else {
        images[parsed.asset, default: [:]][parsed.scale] = file
      }
    }
    for (asset, file) in vectors where images[asset] == nil {
      images[asset] = Dictionary(uniqueKeysWithValues: ImageFileName.knownScales.map { ($0, file) })
    }
    for (asset, file) in darkVectors where darkImages[asset] == nil {
      darkImages[asset] = Dictionary(uniqueKeysWithValues: ImageFileName.knownScales.map { ($0, file) })
    }
    self.images = images
    self.darkImages = darkImages
    self.vectors = vectors
    self.darkVectors = darkVectors
  }

  /// The highest-scale light file of `asset`, with its scale.
  package func highestImage(of asset: String) -> (scale: Int, path: String)? {
    images[asset]?.max { $0.key < $1.key }.map { (scale: $0.key, path: $0.value) }
  }

  /// The highest-scale dark file of `asset`, with its scale.
  package func highestDarkImage(of asset: String) -> (scale: Int, path: String)? {
    darkImages[asset]?.max { $0.key < $1.key }.map { (scale: $0.key, path: $0.value) }
  }
}
