/// One image file of a source theme: where it is, its scale, its bytes and its pixels.
public struct ImportedImage: Sendable, Equatable {
  /// The source file, as the source folder's path starts it.
  public var path: String
  /// The scale it is drawn at: its `@2x`/`@3x` suffix, else the `--scale` option.
  public var scale: Int
  /// The file's bytes, copied unchanged where a file is kept as drawn.
  public var bytes: [UInt8]
  /// The decoded pixels, converted to sRGB as the build converts them.
  public var image: RGBAImage
  /// Whether the file is in another colour space the decode converted from (an ICC profile,
  /// `gAMA`/`cHRM`).
  public var hasProfile: Bool

  public init(path: String, scale: Int, bytes: [UInt8], image: RGBAImage, hasProfile: Bool = false) {
    self.path = path
    self.scale = scale
    self.bytes = bytes
    self.image = image
    self.hasProfile = hasProfile
  }
}
