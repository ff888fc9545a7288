import ThemePackArchive
import ThemePackSupport

/// One colour of a theme with what it is drawn on and how much it must stand out there:
/// the input of `ThemeColorSolver`.
package struct ColorRole: Sendable, Hashable {
  /// The colour's name; the theme colour is `"color"`.
  package var name: String
  /// The values the designer gave, per appearance; `light` is always given.
  package var given: AppearanceValues<ThemeRGBA?>
  /// What the colour is drawn on; nil for a colour with no pair.
  package var surface: ColorSurface?
  /// How it must read on `surface` ("text", "ui", a ratio).
  package var need: ContrastNeed
  /// The minimum contrast on `surface` per appearance; nil where nothing is required (the
  /// theme colour in light mode: it is the designer's brand colour, used as given).
  package var minimums: AppearanceValues<Double?>

  /// A colour with value `light` (and any further given values) drawn on `surface`.
  package init(
    name: String, light: ThemeRGBA, given: [ThemeAppearance: ThemeRGBA] = [:], surface: ColorSurface? = nil,
    need: ContrastNeed = .text
  ) {
    self.name = name
    self.given = AppearanceValues { $0 == .light ? light : given[$0] }
    self.surface = surface
    self.need = need
    minimums = AppearanceValues { surface == nil ? nil : need.minimum(in: $0) }
  }

  /// The theme colour: on the background, nothing required in light, `minimumContrast` in
  /// dark and its high-contrast counterpart (`ContrastNeed`) in both high-contrast appearances.
  package static func themeColor(
    _ light: ThemeRGBA, given: [ThemeAppearance: ThemeRGBA] = [:], minimumContrast: Double
  ) -> ColorRole {
    var role = ColorRole(
      name: "color", light: light, given: given, surface: .background,
      need: ContrastNeed(ratio: minimumContrast))
    role.minimums.light = nil
    return role
  }

  /// The light value.
  package var light: ThemeRGBA { given.light ?? ThemeRGBA(red: 0, green: 0, blue: 0) }
}
