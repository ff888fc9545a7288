import ThemePackImaging
import ThemePackProject

/// One image file of a rendered unit: its asset at one scale in one appearance.
package struct RenderedImage: Sendable {
  /// Which file it is; its `fileName` is the name every layout starts from.
  package var file: ImageFileName
  /// The encoded PNG; nil when the render was asked not to encode (the preview).
  package var png: [UInt8]?
  /// The pixels; kept only when the render was asked to keep them (the preview).
  package var image: RGBAImage?
}
