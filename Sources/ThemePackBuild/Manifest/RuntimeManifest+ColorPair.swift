import ThemePackArchive
import ThemePackImaging

extension RuntimeManifest {
  /// A colour's values in light and dark mode, each also with Increase Contrast (format 2;
  /// a format 1 manifest has only `light` and `dark`, and reads with the high-contrast values
  /// equal to them), written as `#RRGGBB` (or `#RRGGBBAA` when not opaque), sRGB.
  package struct ColorPair: Sendable, Equatable {
    package var light: ThemeRGBA
    /// Equal to `light` when the theme has no separate dark value.
    package var dark: ThemeRGBA
    /// Light mode with Increase Contrast (`"highContrast"`).
    package var highContrast: ThemeRGBA
    /// Dark mode with Increase Contrast (`"darkHighContrast"`).
    package var darkHighContrast: ThemeRGBA

    /// The high-contrast values default to `light` and `dark`.
    package init(
      light: ThemeRGBA, dark: ThemeRGBA, highContrast: ThemeRGBA? = nil, darkHighContrast: ThemeRGBA? = nil
    ) {
      self.light = light
      self.dark = dark
      self.highContrast = highContrast ?? light
      self.darkHighContrast = darkHighContrast ?? dark
    }

    /// The four values of `values`.
    package init(_ values: AppearanceValues<ThemeRGBA>) {
      self.init(
        light: values.light, dark: values.dark, highContrast: values.lightHighContrast,
        darkHighContrast: values.darkHighContrast)
    }

    /// The colour of `#RRGGBB` or `#RRGGBBAA` (either case), or nil; the manifest holds
    /// only the hex forms `ThemeRGBA.hexString` writes.
    package static func color(hex text: String) -> ThemeRGBA? {
      guard text.hasPrefix("#"), !text.unicodeScalars.contains(where: { $0.properties.isWhitespace }) else {
        return nil
      }
      return try? ColorParser.parse(text)
    }
  }
}
