import ThemePackArchive
import ThemePackImaging

/// One `.colorset`: a named colour with optional dark-mode and high-contrast values.
package struct ColorSetSpec: Sendable, Equatable {
  /// The colour name; the folder is `<name>.colorset`.
  package var name: String
  /// The value for light mode (and for dark mode when `dark` is nil), sRGB.
  package var light: RGBA8
  /// The dark-mode value, sRGB.
  package var dark: RGBA8?
  /// The light value with Increase Contrast (`contrast` `high`), sRGB.
  package var highContrast: RGBA8?
  /// The dark value with Increase Contrast (`luminosity` `dark` and `contrast` `high`), sRGB.
  package var darkHighContrast: RGBA8?

  package init(
    name: String, light: RGBA8, dark: RGBA8? = nil, highContrast: RGBA8? = nil, darkHighContrast: RGBA8? = nil
  ) {
    self.name = name
    self.light = light
    self.dark = dark
    self.highContrast = highContrast
    self.darkHighContrast = darkHighContrast
  }

  /// The value written for exactly `appearance`, nil when the set has no such entry.
  package func value(_ appearance: ThemeAppearance) -> RGBA8? {
    switch appearance {
    case .light: return light
    case .dark: return dark
    case .lightHighContrast: return highContrast
    case .darkHighContrast: return darkHighContrast
    }
  }

  /// A set with all four entries.
  package init(name: String, values: AppearanceValues<RGBA8>) {
    self.init(
      name: name, light: values.light, dark: values.dark, highContrast: values.lightHighContrast,
      darkHighContrast: values.darkHighContrast)
  }
}
