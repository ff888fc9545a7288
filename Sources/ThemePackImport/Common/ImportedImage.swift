import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// One image file of a source theme: where it is, its scale, its bytes and its pixels.
package struct ImportedImage: Sendable, Equatable {
  /// The source file, as the source folder's path starts it.
  package var path: String
  /// The scale it is drawn at: its `@2x`/`@3x` suffix, else the `--scale` option.
  package var scale: Int
  /// The file's bytes, copied unchanged where a file is kept as drawn.
  package var bytes: [UInt8]
  /// The decoded pixels, converted to sRGB as the build converts them.
  package var image: RGBAImage
  /// Whether the file is in another colour space the decode converted from (an ICC profile,
  /// `gAMA`/`cHRM`).
  package var hasProfile: Bool
  /// Set for a vector file (a catalog's single-scale PDF or SVG): `bytes` are the document,
  /// `image` its rendering at `scale`, and the project keeps the file as a vector master.
  package var vector: VectorFormat? = nil
  /// A vector's document size in points (width, height); nil for a PNG.
  package var vectorPoints: [Double]? = nil

  package init(path: String, scale: Int, bytes: [UInt8], image: RGBAImage, hasProfile: Bool = false) {
    self.path = path
    self.scale = scale
    self.bytes = bytes
    self.image = image
    self.hasProfile = hasProfile
  }

  /// The size in points the lint gives the file: a vector's document size, else its pixels
  /// over its scale.
  package var pointSize: PointSize {
    if let points = vectorPoints, points.count == 2 { return PointSize(width: points[0], height: points[1]) }
    return PointSize(width: Double(image.width) / Double(scale), height: Double(image.height) / Double(scale))
  }

  /// The file name the project gives this file of `asset`: a vector's `asset.svg` (or
  /// `asset.dark.pdf`), else the PNG name at its scale.
  package func fileName(asset: String, appearance: ThemeAppearance = .light) -> String {
    var name = ImageFileName(asset: asset, appearance: appearance, scale: scale)
    name.vector = vector
    return name.fileName
  }
}
