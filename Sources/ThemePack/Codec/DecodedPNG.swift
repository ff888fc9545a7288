/// A decoded PNG: its pixels as RGBA8 plus what the file said about itself.
public struct DecodedPNG: Sendable, Equatable {
  public var image: RGBAImage
  public var header: PNGHeader
  public var metadata: PNGMetadata

  public init(image: RGBAImage, header: PNGHeader, metadata: PNGMetadata) {
    self.image = image
    self.header = header
    self.metadata = metadata
  }
}
