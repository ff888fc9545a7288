import ThemePackSupport

/// A decoded PNG: its pixels as RGBA8 plus what the file said about itself.
public struct DecodedPNG: Sendable, Equatable {
  public var image: RGBAImage
  public var header: PNGHeader
  public var metadata: PNGMetadata
  /// The colour space the pixels were read from, when the decode was colour-managed (then
  /// `image` is in sRGB); nil for a plain decode, whose pixels are the stored samples.
  public var colorSpace: PNGColorSpace?

  public init(image: RGBAImage, header: PNGHeader, metadata: PNGMetadata, colorSpace: PNGColorSpace? = nil) {
    self.image = image
    self.header = header
    self.metadata = metadata
    self.colorSpace = colorSpace
  }
}
