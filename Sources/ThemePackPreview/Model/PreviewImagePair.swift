import ThemePackImaging

/// The light image of one scale and, when the asset has them, its dark variant and its
/// high-contrast variants (`highContrast.images`).
public struct PreviewImagePair: Sendable, Equatable {
  public var light: RGBAImage
  /// Nil when the asset looks the same in dark mode: the page then shows `light` on the dark
  /// background.
  public var dark: RGBAImage?
  /// Light with Increase Contrast; nil when the build made none.
  public var highContrast: RGBAImage?
  /// Dark with Increase Contrast; nil when the build made none.
  public var darkHighContrast: RGBAImage?

  public init(
    light: RGBAImage, dark: RGBAImage? = nil, highContrast: RGBAImage? = nil,
    darkHighContrast: RGBAImage? = nil
  ) {
    self.light = light
    self.dark = dark
    self.highContrast = highContrast
    self.darkHighContrast = darkHighContrast
  }
}
