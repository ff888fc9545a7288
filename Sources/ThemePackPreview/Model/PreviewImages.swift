import ThemePackArchive
import ThemePackImaging

/// The images of one scale of an asset: the light one and, when the build made them, its dark
/// variant and its high-contrast variants (`highContrast.images`).
package struct PreviewImages: Sendable, Equatable {
  /// The light image, which every built scale has.
  package var light: RGBAImage
  /// The other appearances' images, nil where the build made none; its `light` is always nil
  /// (`light` holds it).
  private var others: AppearanceValues<RGBAImage?>

  /// `light`, and `others`' images for the other appearances (its light one is not read).
  package init(light: RGBAImage, others: AppearanceValues<RGBAImage?> = AppearanceValues { _ in nil }) {
    self.light = light
    self.others = others
    self.others.light = nil
  }

  /// The image the build made for exactly `appearance`; nil when it made none (a dark one is
  /// missing when the asset looks the same in dark mode: the page then shows `light` on the
  /// dark background). Setting `.light` sets `light` (nil leaves it).
  package subscript(appearance: ThemeAppearance) -> RGBAImage? {
    get { appearance == .light ? light : others[appearance] }
    set {
      if appearance != .light {
        others[appearance] = newValue
      } else if let newValue {
        light = newValue
      }
    }
  }

  /// The image iOS shows in `appearance`, falling back as it does: dark + high contrast →
  /// dark → high contrast → light; dark or high contrast → light.
  package func shown(in appearance: ThemeAppearance) -> RGBAImage {
    let fallbacks: [ThemeAppearance] =
      switch appearance {
      case .light: []
      case .dark, .lightHighContrast: [.light]
      case .darkHighContrast: [.dark, .lightHighContrast, .light]
      }
    return ([appearance] + fallbacks).lazy.compactMap { self[$0] }.first ?? light
  }
}
