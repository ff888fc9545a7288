import ThemePackArchive
import ThemePackImaging

/// One `.colorset`: a named colour with optional dark-mode and high-contrast values.
package struct ColorSetSpec: Sendable, Equatable {
  /// The colour name; the folder is `<name>.colorset`.
  package var name: String
  /// The value for light mode (and for dark mode when `dark` is nil), sRGB.
  package var light: ThemeRGBA
  /// The dark-mode value, sRGB.
  package var dark: ThemeRGBA?
  /// The light value with Increase Contrast (`contrast` `high`), sRGB.
  package var highContrast: ThemeRGBA?
  /// The dark value with Increase Contrast (`luminosity` `dark` and `contrast` `high`), sRGB.
  package var darkHighContrast: ThemeRGBA?

  package init(
    name: String, light: ThemeRGBA, dark: ThemeRGBA? = nil, highContrast: ThemeRGBA? = nil,
    darkHighContrast: ThemeRGBA? = nil
  ) {
    self.name = name
    self.light = light
    self.dark = dark
    self.highContrast = highContrast
    self.darkHighContrast = darkHighContrast
  }

  /// The value written for exactly `appearance`, nil when the set has no such entry.
  package func value(_ appearance: ThemeAppearance) -> ThemeRGBA? {
    switch appearance {
    case .light: return light
    case .dark: return dark
    case .lightHighContrast: return highContrast
    case .darkHighContrast: return darkHighContrast
    }
  }

  /// A set with all four entries.
  package init(name: String, values: AppearanceValues<ThemeRGBA>) {
    self.init(
      name: name, light: values.light, dark: values.dark, highContrast: values.lightHighContrast,
      darkHighContrast: values.darkHighContrast)
  }
}
