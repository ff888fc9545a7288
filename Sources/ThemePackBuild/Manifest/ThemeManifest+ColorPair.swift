import ThemePackArchive
import ThemePackImaging

extension ThemeManifest {
  /// A colour's values in light and dark mode, each also with Increase Contrast (format 2;
  /// a format 1 manifest has only `light` and `dark`, and reads with the high-contrast values
  /// equal to them), written as `#RRGGBB` (or `#RRGGBBAA` when not opaque), sRGB.
  package struct ColorPair: Sendable, Equatable {
    package var light: RGBA8
    /// Equal to `light` when the theme has no separate dark value.
    package var dark: RGBA8
    /// Light mode with Increase Contrast (`"highContrast"`).
    package var highContrast: RGBA8
    /// Dark mode with Increase Contrast (`"darkHighContrast"`).
    package var darkHighContrast: RGBA8

    /// The high-contrast values default to `light` and `dark`.
    package init(light: RGBA8, dark: RGBA8, highContrast: RGBA8? = nil, darkHighContrast: RGBA8? = nil) {
      self.light = light
      self.dark = dark
      self.highContrast = highContrast ?? light
      self.darkHighContrast = darkHighContrast ?? dark
    }

    /// The four values of `values`.
    package init(_ values: AppearanceValues<RGBA8>) {
      self.init(
        light: values.light, dark: values.dark, highContrast: values.lightHighContrast,
        darkHighContrast: values.darkHighContrast)
    }

    /// The colour of `#RRGGBB` or `#RRGGBBAA` (either case), or nil; the manifest holds
    /// only the hex forms `RGBA8.hexString` writes.
    package static func color(hex text: String) -> RGBA8? {
      guard text.hasPrefix("#"), !text.unicodeScalars.contains(where: { $0.properties.isWhitespace }) else {
        return nil
      }
      return try? ColorParser.parse(text)
    }
  }
}
