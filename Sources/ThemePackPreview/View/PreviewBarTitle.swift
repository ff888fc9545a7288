import ThemePackArchive
import ThemePackImaging

/// The title the preview draws on the navigation bar (`navigationBar.titleColor`): the
/// colour's name and, in each appearance, its value, the bar's colour under it and their
/// WCAG contrast, against what text needs there (4.5:1, 7:1 with Increase Contrast).
package struct PreviewBarTitle: Sendable, Equatable {
  /// The title colour's name in `theme.json` (`"color"` for the theme colour).
  package var colorName: String
  /// The text drawn: the theme's name.
  package var text: String
  /// The title colour in each appearance.
  package var values: AppearanceValues<ThemeRGBA>
  /// The colour most of the drawn bar is painted in (`DominantColor`), in each appearance;
  /// the theme colour there when the bar has no opaque pixel.
  package var barColors: AppearanceValues<ThemeRGBA>

  /// The title's WCAG contrast on the bar in `appearance`.
  package func ratio(in appearance: ThemeAppearance) -> Double {
    WCAGContrast.ratio(values[appearance], barColors[appearance])
  }

  /// What title text needs in `appearance`.
  package func minimum(in appearance: ThemeAppearance) -> Double {
    ContrastNeed.text.minimum(in: appearance)
  }

  /// The title of `theme` in `colorName` on `bar` (drawn at the contact sheet's width), or
  /// nil when the theme has no such colour.
  package static func make(colorName: String, theme: PreviewTheme, bar: PreviewBarView) -> PreviewBarTitle? {
    let values: AppearanceValues<ThemeRGBA>
    if let solved = theme.colors?.values[colorName] {
      values = solved
    } else if colorName == "color" {
      values = AppearanceValues { $0.isDark ? theme.darkColor : theme.color }
    } else {
      return nil
    }
    let themeColor =
      theme.colors?.values[ThemeColors.themeColorName]
      ?? AppearanceValues { $0.isDark ? theme.darkColor : theme.color }
    let barColors = AppearanceValues { appearance in
      DominantColor.of(bar.side(appearance).image) ?? themeColor[appearance]
    }
    return PreviewBarTitle(colorName: colorName, text: theme.name, values: values, barColors: barColors)
  }
}
