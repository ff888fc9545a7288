import ThemePackImaging
import ThemePackProject

/// One built asset of one theme: its files per scale, light and dark.
package struct PreviewAsset: Sendable, Equatable {
  /// The asset name, as in the catalog.
  package var name: String
  /// The size the app draws it at, in points: the master's size for a sliced asset.
  package var pointWidth: Double
  package var pointHeight: Double
  /// How iOS draws it.
  package var rendering: AssetRendering
  /// The files the build wrote, by scale: for a sliced asset the slices, not the masters.
  package var images: [Int: PreviewImages]
  /// How the files resize, when the asset is sliced.
  package var slice: PreviewSlice?
  /// The full, unsliced light image at the highest scale, when known: the page draws the
  /// slice at its size and says whether the two agree.
  package var master: RGBAImage?

  package init(
    name: String, pointWidth: Double, pointHeight: Double, rendering: AssetRendering = .original,
    images: [Int: PreviewImages], slice: PreviewSlice? = nil, master: RGBAImage? = nil
  ) {
    self.name = name
    self.pointWidth = pointWidth
    self.pointHeight = pointHeight
    self.rendering = rendering
    self.images = images
    self.slice = slice
    self.master = master
  }

  /// The scales that have a file, ascending.
  package var scales: [Int] { images.keys.sorted() }
}
