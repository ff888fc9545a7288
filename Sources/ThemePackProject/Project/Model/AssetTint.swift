import ThemePackArchive
import ThemePackImaging

/// The colour one asset's master is tinted with in one theme: the theme colour, or the
/// theme's colour that the asset's `tintColor` names (an icon drawn in a colour of its own
/// that stays themable). What the render and every cache key of the unit see.
package struct AssetTint: Sendable {
  /// The theme, with `color` set to the named colour's light value when there is one.
  package var theme: Theme
  /// The tint's dark value.
  package var dark: ThemeRGBA
  /// The tint's high-contrast values when the project makes high-contrast images.
  package var highContrast: (light: ThemeRGBA, dark: ThemeRGBA)?

  /// The tint of `spec` in `theme`, whose solved colours are `colors`. A `tintColor` the
  /// theme lacks falls back to the theme colour (the lint refuses such a project first).
  package init(of spec: AssetSpec, in theme: Theme, colors: ThemeColors, highContrastImages: Bool) {
    let own = spec.tintColor.flatMap { colors.values[$0] }
    let values = own ?? colors.values[ThemeColors.themeColorName]!
    var tinted = theme
    if own != nil { tinted.color = values.light }
    self.theme = tinted
    dark = values.dark
    highContrast = highContrastImages ? (values.lightHighContrast, values.darkHighContrast) : nil
  }
}
