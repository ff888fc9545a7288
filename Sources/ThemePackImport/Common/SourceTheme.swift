/// One theme of a source: its name and, per asset name, its image files by scale.
package struct SourceTheme: Sendable, Equatable {
  /// The theme name, made valid (`A-Z a-z 0-9 _ -`).
  package var name: String
  /// The folder (or file) the theme came from.
  package var path: String
  /// Light images: asset → scale → file.
  package var images: [String: [Int: ImportedImage]]
  /// Dark images (asset catalogs): asset → scale → file.
  package var darkImages: [String: [Int: ImportedImage]] = [:]
  /// Font files (runtime folders and packages: the manifest's `fontFiles`), by file name;
  /// the project holds them in the theme's `Fonts/`.
  package var fontFiles: [String: [UInt8]] = [:]

  package init(name: String, path: String, images: [String: [Int: ImportedImage]]) {
    self.name = name
    self.path = path
    self.images = images
  }

  /// The image of `asset` at its highest scale.
  package func highest(_ asset: String) -> ImportedImage? {
    images[asset].flatMap { files in files.keys.max().flatMap { files[$0] } }
  }

  /// The dark image of `asset` at its highest scale.
  package func highestDark(_ asset: String) -> ImportedImage? {
    darkImages[asset].flatMap { files in files.keys.max().flatMap { files[$0] } }
  }
}
