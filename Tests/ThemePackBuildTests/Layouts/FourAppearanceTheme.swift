import ThemePackArchive
import ThemePackBuild
import ThemePackImaging

/// The layout tests' theme with colours that differ in all four appearances, for the golden
/// files of the formats that carry high contrast.
enum FourAppearanceTheme {
  static let themeColor = AppearanceValues(
    light: ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA), dark: ThemeRGBA(red: 0x9E, green: 0xCA, blue: 0xFF),
    lightHighContrast: ThemeRGBA(red: 0x1A, green: 0x54, blue: 0x90),
    darkHighContrast: ThemeRGBA(red: 0xC5, green: 0xDF, blue: 0xFF))
  /// Same in light and dark, different with Increase Contrast in dark only.
  static let onColor = AppearanceValues(
    light: ThemeRGBA.white, dark: ThemeRGBA.white, lightHighContrast: ThemeRGBA.white,
    darkHighContrast: ThemeRGBA(red: 0, green: 0x1B, blue: 0x36))

  /// `OutputLayoutTests.theme` with these values and a half-transparent `scrim` that has its
  /// light value everywhere; the theme colour's dark value and `onColor`'s dark high-contrast
  /// one given, the rest derived, `onColor` drawn on the theme colour as text.
  static var theme: BuiltTheme {
    var theme = OutputLayoutTests.theme
    let scrim = ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 0x80)
    theme.extraColors["scrim"] = scrim
    theme.colorValues = ["color": themeColor, "onColor": onColor]
    theme.roles = [
      "color": .themeColor(themeColor.light, given: [.dark: themeColor.dark], minimumContrast: 3),
      "onColor": ColorRole(
        name: "onColor", light: onColor.light, given: [.darkHighContrast: onColor.darkHighContrast],
        surface: .color("color"), need: .text),
      "scrim": ColorRole(name: "scrim", light: scrim),
    ]
    return theme
  }
}
