/// The light image of one scale and, when the asset has one, its dark variant.
public struct PreviewImagePair: Sendable, Equatable {
  public var light: RGBAImage
  /// Nil when the asset looks the same in dark mode: the page then shows `light` on the dark
  /// background.
  public var dark: RGBAImage?

  public init(light: RGBAImage, dark: RGBAImage? = nil) {
    self.light = light
    self.dark = dark
  }
}
