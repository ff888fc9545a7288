import ThemePackImaging

/// The light image of one scale and, when the asset has them, its dark variant and its
/// high-contrast variants (`highContrast.images`).
package struct PreviewImagePair: Sendable, Equatable {
  package var light: RGBAImage
  /// Nil when the asset looks the same in dark mode: the page then shows `light` on the dark
  /// background.
  package var dark: RGBAImage?
  /// Light with Increase Contrast; nil when the build made none.
  package var highContrast: RGBAImage?
  /// Dark with Increase Contrast; nil when the build made none.
  package var darkHighContrast: RGBAImage?

  package init(
    light: RGBAImage, dark: RGBAImage? = nil, highContrast: RGBAImage? = nil,
    darkHighContrast: RGBAImage? = nil
  ) {
    self.light = light
    self.dark = dark
    self.highContrast = highContrast
    self.darkHighContrast = darkHighContrast
  }
}
