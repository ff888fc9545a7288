import ThemePackSupport

/// The result of slicing a master image: the small file to ship and how to resize it.
package struct SlicedImage: Sendable, Equatable {
  /// The caps of the master plus a reduced centre (see `Slicer`).
  package var image: RGBAImage
  /// The cap insets in pixels of `image` (points × scale).
  package var pixelInsets: SlicePixelInsets
  /// Which axes resize, from which insets are above zero.
  package var mode: SliceMode
  /// The centre mode the slice was made for.
  package var center: SliceCenterMode
  /// Width in pixels of the centre kept in `image` (the full width when the image does not
  /// resize horizontally).
  package var centerWidth: Int
  /// Height in pixels of the centre kept in `image` (the full height when the image does not
  /// resize vertically).
  package var centerHeight: Int
  /// Whether rendering `image` at the master's size with `SliceRenderer` gives the master back
  /// exactly. False only when a tiled centre neither is uniform nor repeats with a period, so
  /// that a one-point strip of it was kept instead: a lint can warn about that.
  package var reproducesMaster: Bool

  package init(
    image: RGBAImage, pixelInsets: SlicePixelInsets, mode: SliceMode, center: SliceCenterMode,
    centerWidth: Int, centerHeight: Int, reproducesMaster: Bool
  ) {
    self.image = image
    self.pixelInsets = pixelInsets
    self.mode = mode
    self.center = center
    self.centerWidth = centerWidth
    self.centerHeight = centerHeight
    self.reproducesMaster = reproducesMaster
  }
}
