import ThemePackArchive
import ThemePackImaging

/// One `.colorset`: a named colour with optional dark-mode and high-contrast values.
package struct ColorSetSpec: Sendable, Equatable {
  /// The colour name; the folder is `<name>.colorset`.
  package var name: String
  /// The value for light mode ("any": also what iOS shows where the set has no entry), sRGB.
  package var light: ThemeRGBA
  /// The entries of the other appearances, sRGB, nil where the set has none; its `light` is
  /// always nil (`light` holds it).
  private var others: AppearanceValues<ThemeRGBA?>

  /// A set of `light` and `others`' values for the other appearances (its light value is
  /// not read): the dark one, the light one with Increase Contrast (`contrast` `high`), the
  /// dark one with it (`luminosity` `dark` and `contrast` `high`).
  package init(
    name: String, light: ThemeRGBA, others: AppearanceValues<ThemeRGBA?> = AppearanceValues { _ in nil }
  ) {
    self.name = name
    self.light = light
    self.others = others
    self.others.light = nil
  }

  /// A set with all four entries.
  package init(name: String, values: AppearanceValues<ThemeRGBA>) {
    self.init(name: name, light: values.light, others: AppearanceValues { values[$0] })
  }

  /// The value written for exactly `appearance`, nil when the set has no such entry.
  package func value(_ appearance: ThemeAppearance) -> ThemeRGBA? {
    appearance == .light ? light : others[appearance]
  }
}
