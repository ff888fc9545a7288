import ThemePackImaging

/// One asset image at one scale, resized and (for resizable assets) sliced, before any
/// tint: the shared starting point of every theme that uses the same master.
package struct PreparedImage: Sendable {
  package var image: RGBAImage
  /// The slice, when the asset has one; `image` is then already the sliced image.
  package var slice: SlicedImage?
  /// The whole image before slicing (resizable assets only), for previews that compare
  /// the slice drawn at full size with it.
  package var unsliced: RGBAImage?
  package var scale: Int

  /// Size in points of the file this image becomes.
  package var pointWidth: Double { Double(image.width) / Double(scale) }
  package var pointHeight: Double { Double(image.height) / Double(scale) }
}
