import ThemePackSupport

/// A decoded PNG: its pixels as RGBA8 plus what the file said about itself.
package struct DecodedPNG: Sendable, Equatable {
  package var image: RGBAImage
  package var header: PNGHeader
  package var metadata: PNGMetadata
  /// The colour space the pixels were read from, when the decode was colour-managed (then
  /// `image` is in sRGB); nil for a plain decode, whose pixels are the stored samples.
  package var colorSpace: PNGColorSpace?

  package init(image: RGBAImage, header: PNGHeader, metadata: PNGMetadata, colorSpace: PNGColorSpace? = nil) {
    self.image = image
    self.header = header
    self.metadata = metadata
    self.colorSpace = colorSpace
  }
}
