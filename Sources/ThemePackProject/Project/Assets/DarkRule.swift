/// How an asset's dark-mode variant is made.
package enum DarkRule: String, Sendable, Hashable, CaseIterable {
  /// Tint the light source again with the theme's dark colour (tinted assets only).
  case retint
  /// Use the light image unchanged.
  case same
  /// Invert lightness, keeping hue (for full-colour art that opts in).
  case invert
  /// Use a hand-made dark file: `<asset>.dark@3x.png` in the theme, else in `Base/`.
  case explicitFile
}
