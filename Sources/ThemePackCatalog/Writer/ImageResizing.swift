import ThemePackImaging

/// How an asset catalog image is sliced for resizing, as Xcode's Slicing inspector writes it.
///
/// Cap insets are **pixels of the file they belong to**: code-side insets of
/// (top 0, left 0, bottom 1, right 1) points are (0, 0, 2, 2) in the @2x entry and
/// (0, 0, 3, 3) in the @3x entry. The resizable centre is `centerWidth` × `centerHeight`
/// pixels after the leading caps (1 × 1 unless a tiled centre repeats a longer pattern).
/// All-zero insets with the tile centre mode are known to misbehave in Xcode; the writer
/// writes them as given, so lint should catch them first.
package struct ImageResizing: Sendable, Hashable, Codable {
  package var mode: SliceMode
  package var center: SliceCenterMode
  /// In pixels of this entry's file, each ≥ 0. A 3-part-horizontal slice writes only `left`
  /// and `right`, a 3-part-vertical one only `top` and `bottom`; the others must then be 0.
  package var capInsets: SlicePixelInsets

  /// Width and height in pixels of the centre that stretches or tiles, each ≥ 1.
  package var centerWidth: Int
  package var centerHeight: Int

  package init(
    mode: SliceMode, center: SliceCenterMode, capInsets: SlicePixelInsets, centerWidth: Int = 1,
    centerHeight: Int = 1
  ) {
    self.mode = mode
    self.center = center
    self.capInsets = capInsets
    self.centerWidth = centerWidth
    self.centerHeight = centerHeight
  }
}
