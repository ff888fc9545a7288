extension ThemeManifest {
  /// A colour's light- and dark-mode values, written as `#RRGGBB` (or `#RRGGBBAA` when not
  /// opaque), sRGB.
  public struct ColorPair: Sendable, Equatable {
    public var light: RGBA8
    /// Equal to `light` when the theme has no separate dark value.
    public var dark: RGBA8

    public init(light: RGBA8, dark: RGBA8) {
      self.light = light
      self.dark = dark
    }

    /// The colour of `#RRGGBB` or `#RRGGBBAA` (either case), or nil; the manifest holds
    /// only the hex forms `RGBA8.hexString` writes.
    public static func color(hex text: String) -> RGBA8? {
      guard text.hasPrefix("#"), !text.unicodeScalars.contains(where: { $0.properties.isWhitespace }) else {
        return nil
      }
      return try? ColorParser.parse(text)
    }
  }
}
