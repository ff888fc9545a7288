import ThemePackSupport

/// A bitmap inside a vector document (an SVG `<image href="data:image/png;base64,…">`, a
/// PDF image): drawn with the document, but it does not scale as the paths do, so the lint
/// checks its pixel size as a PNG master's.
package struct EmbeddedBitmap: Sendable, Hashable {
  /// An SVG bitmap's pixel size from its header, within `PNGLimits.default`; for a PDF image,
  /// the pixels its resolution gives the whole page (a 144 ppi image on an 84 pt page: 168).
  package var width: Int
  package var height: Int
  /// The media type the data URL names ("image/png", "image/jpeg"); "application/pdf" for a
  /// PDF's image.
  package var mediaType: String

  package init(width: Int, height: Int, mediaType: String) {
    self.width = width
    self.height = height
    self.mediaType = mediaType
  }
}
