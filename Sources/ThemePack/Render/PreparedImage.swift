/// One asset image at one scale, resized and (for resizable assets) sliced, before any
/// tint: the shared starting point of every theme that uses the same master.
struct PreparedImage: Sendable {
  var image: RGBAImage
  /// The slice, when the asset has one; `image` is then already the sliced image.
  var slice: SlicedImage?
  /// The whole image before slicing (resizable assets only), for previews that compare
  /// the slice drawn at full size with it.
  var unsliced: RGBAImage?
  var scale: Int

  /// Size in points of the file this image becomes.
  var pointWidth: Double { Double(image.width) / Double(scale) }
  var pointHeight: Double { Double(image.height) / Double(scale) }
}
