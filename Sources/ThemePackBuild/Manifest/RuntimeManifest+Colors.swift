import ThemePackArchive
import ThemePackImaging

/// A manifest colour (`color`, each of `extraColors`, the glass bar's three) is an
/// `AppearanceValues<ThemeRGBA>`: an object of its four values, written as `#RRGGBB` (or
/// `#RRGGBBAA` when not opaque), sRGB. A format 1 manifest has only `light` and `dark`, and
/// reads with the high-contrast values equal to them.
extension RuntimeManifest {
  /// The key of `appearance`'s value in a colour's object: `"light"`, `"dark"`,
  /// `"highContrast"`, `"darkHighContrast"`.
  package static func colorKey(of appearance: ThemeAppearance) -> String {
    switch appearance {
    case .light: return "light"
    case .dark: return "dark"
    case .lightHighContrast: return "highContrast"
    case .darkHighContrast: return "darkHighContrast"
    }
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
