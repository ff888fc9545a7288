/// A folder of asset images (`Base/` or one theme's folder) as found on disk.
public struct ImageFolder: Sendable, Hashable {
  /// The folder's path, joined to the assets path as the user gave it.
  public var path: String
  /// Everything in the folder, sorted by name.
  public var entries: [FolderEntry]
  /// Light images that follow the naming rule: asset name → scale → file path.
  public var images: [String: [Int: String]]
  /// Dark images (`<asset>.dark@3x.png`…): asset name → scale → file path.
  public var darkImages: [String: [Int: String]]

  public init(path: String, entries: [FolderEntry]) {
    self.path = path
    self.entries = entries
    var images: [String: [Int: String]] = [:]
    var darkImages: [String: [Int: String]] = [:]
    for entry in entries where !entry.isFolder {
      guard let parsed = ImageFileName(parsing: entry.name) else { continue }
      let file = path + "/" + entry.name
      if parsed.isDark {
        darkImages[parsed.asset, default: [:]][parsed.scale] = file
      } else {
        images[parsed.asset, default: [:]][parsed.scale] = file
      }
    }
    self.images = images
    self.darkImages = darkImages
  }

  /// The highest-scale light file of `asset`, with its scale.
  public func highestImage(of asset: String) -> (scale: Int, path: String)? {
    images[asset]?.max { $0.key < $1.key }.map { (scale: $0.key, path: $0.value) }
  }

  /// The highest-scale dark file of `asset`, with its scale.
  public func highestDarkImage(of asset: String) -> (scale: Int, path: String)? {
    darkImages[asset]?.max { $0.key < $1.key }.map { (scale: $0.key, path: $0.value) }
  }
}
