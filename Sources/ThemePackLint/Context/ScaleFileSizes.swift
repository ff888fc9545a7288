import ThemePackImaging
import ThemePackProject

/// The decoded pixel sizes of each asset's scale files, light and dark apart, highest scale
/// first: what `ScaleMismatchRule` and `RoundedPointSizeRule` compare.
package struct ScaleFileSizes {
  /// One file of an asset at one scale.
  package struct File {
    package var name: String
    package var path: String
    package var scale: Int
    package var width: Int
    package var height: Int

    /// Its size in points.
    package var points: PointSize {
      PointSize(width: Double(width) / Double(scale), height: Double(height) / Double(scale))
    }

    /// Whether a side of `pixels` at `scale` is this file's side (`mine` pixels at its scale)
    /// rounded down or up: what a size that is no whole number of pixels there may be.
    package func rounds(_ pixels: Int, at scale: Int, from mine: Int) -> Bool {
      let exact = Double(mine * scale) / Double(self.scale)
      return Double(pixels) == exact.rounded(.down) || Double(pixels) == exact.rounded(.up)
    }

    /// Whether `file` (a lower scale) draws this file's point size, rounded either way.
    package func isRounding(of file: File) -> Bool {
      rounds(file.width, at: file.scale, from: width) && rounds(file.height, at: file.scale, from: height)
    }

    /// The pixel size a file at `scale` has when drawn at this file's point size, rounded as
    /// the build rounds it (`Resampler.pixelSize`).
    package func expected(at scale: Int) -> (width: Int, height: Int) {
      (
        Resampler.pixelSize(points: points.width, scale: scale),
        Resampler.pixelSize(points: points.height, scale: scale)
      )
    }
  }

  package var asset: String
  package var theme: String?
  /// Highest scale first; files that did not decode are left out.
  package var files: [File]

  /// Every asset's files in every image folder of `context`, in a stable order.
  package static func all(_ context: LintContext) -> [ScaleFileSizes] {
    var result: [ScaleFileSizes] = []
    for (folder, theme) in context.imageFolders {
      for group in [folder.images, folder.darkImages] {
        for (asset, files) in group.sorted(by: { $0.key < $1.key }) {
          let sized = files.sorted(by: { $0.key > $1.key }).compactMap { scale, path -> File? in
            // A vector is drawn at every scale, so its scales always agree.
            guard !VectorFormat.isVector(path), let facts = context.facts(path) else { return nil }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return File(name: name, path: path, scale: scale, width: facts.width, height: facts.height)
          }
          result.append(ScaleFileSizes(asset: asset, theme: theme, files: sized))
        }
      }
    }
    return result
  }
}
