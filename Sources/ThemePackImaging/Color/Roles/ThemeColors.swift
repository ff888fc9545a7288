import ThemePackArchive
import ThemePackSupport

/// Every colour of a theme in all four appearances, and every pair checked: what
/// `ThemeColorSolver.solve` returns.
package struct ThemeColors: Sendable, Hashable {
  /// The four values of each colour, by name (`"color"` is the theme colour).
  package var values: [String: AppearanceValues<ThemeRGBA>]
  /// The name `values` gives the theme colour.
  package static let themeColorName = "color"
  /// Every pair in every appearance that requires a contrast, in solving order.
  package var checks: [ContrastCheck]
  /// Colour names that are drawn on each other in a cycle (their pairs are left unsolved);
  /// empty when there is none. `ThemeSettingsReader` refuses such a theme.
  package var cycle: [String]

  /// The theme colour in the four appearances (`values[themeColorName]`): every
  /// `ThemeColors` the project makes holds it, as the theme colour is the one colour every
  /// theme has.
  package var themeColor: AppearanceValues<ThemeRGBA> {
    guard let values = values[Self.themeColorName] else {
      preconditionFailure("theme colours without the theme colour '\(Self.themeColorName)'")
    }
    return values
  }

  package init(values: [String: AppearanceValues<ThemeRGBA>], checks: [ContrastCheck], cycle: [String]) {
    self.values = values
    self.checks = checks
    self.cycle = cycle
  }
}
