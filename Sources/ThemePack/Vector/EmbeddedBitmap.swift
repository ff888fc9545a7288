/// A bitmap inside a vector document (an SVG `<image href="data:image/png;base64,…">`):
/// drawn with the document, but it does not scale as the paths do, so the lint checks its
/// pixel size as a PNG master's.
public struct EmbeddedBitmap: Sendable, Hashable {
  /// The pixel size from the bitmap's header, within `PNGLimits.default`.
  public var width: Int
  public var height: Int
  /// The media type the data URL names ("image/png", "image/jpeg").
  public var mediaType: String
}
