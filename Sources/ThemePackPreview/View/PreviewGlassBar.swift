import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// A theme's navigation bar in its Liquid Glass form, approximated for the page: the theme's
/// own images laid out as page content, blurred, frosted with the system background
/// (`PreviewGlassPainter.frost`) and tinted with the glass tint under the bar's title, drawn
/// at 1x (it is blurred anyway), in each appearance, with the title's WCAG contrast on the glass as drawn (its
/// mean colour) against what text needs (4.5:1, 7:1 with Increase Contrast).
///
/// An approximation: real glass also refracts and lights its edges, and blurs whatever the
/// app scrolls under it; the lint's `glass-bar-contrast` judges the tint over the plain
/// background instead.
package struct PreviewGlassBar: Sendable, Equatable {
  /// The form's colours in this theme.
  package var colors: GlassBarColors
  /// The drawn glass in each appearance, at the contact sheet's width.
  package var pictures: AppearanceValues<PreviewImageRef>
  /// The glass the title is judged on in each appearance: the tint over the system background.
  package var glassColors: AppearanceValues<ThemeRGBA>
  /// The title's WCAG contrast on `glassColors` in each appearance.
  package var ratios: AppearanceValues<Double>

  /// The title's WCAG contrast on the glass in `appearance`.
  package func ratio(in appearance: ThemeAppearance) -> Double { ratios[appearance] }

  /// What title text needs in `appearance`.
  package func minimum(in appearance: ThemeAppearance) -> Double { ContrastNeed.text.minimum(in: appearance) }

  /// The glass bar of `theme` with `spec`, drawn at `scale` under the page's `backgrounds`
  /// into `folder`; nil when the theme lacks a colour the form names.
  package static func make(
    _ spec: GlassBarSpec, theme: PreviewTheme, backgrounds: AppearanceValues<ThemeRGBA>, folder: String,
    scale: Int
  ) -> PreviewGlassBar? {
    let values =
      theme.colors?.values
      ?? [ThemeColors.themeColorName: AppearanceValues { $0.isDark ? theme.darkColor : theme.color }]
    guard let colors = GlassBarColors(spec, values: values, backgrounds: backgrounds) else { return nil }
    let width = PreviewNavigationBar.contactSheetWidth
    let height = 44.0
    let pixelWidth = max(1, Resampler.pixelSize(points: width, scale: scale))
    let pixelHeight = max(1, Resampler.pixelSize(points: height, scale: scale))
    let pictures = AppearanceValues { appearance -> PreviewImageRef in
      let content = PreviewGlassPainter.content(
        of: theme, appearance: appearance, background: backgrounds[appearance], width: pixelWidth,
        height: pixelHeight, scale: scale)
      let glass = PreviewGlassPainter.glass(
        over: content, tint: colors.glassTint[appearance], background: backgrounds[appearance],
        radius: 4 * scale)
      let suffix = ["", ".dark", ".hc", ".dark.hc"][ThemeAppearance.allCases.firstIndex(of: appearance)!]
      return PreviewImageRef(
        path: "\(folder)/glass-bar/\(PreviewFormat.number(width))pt\(suffix).png", image: glass,
        displayWidth: width, displayHeight: height,
        alt:
          "\(theme.name) glass navigation bar at \(PreviewFormat.number(width)) pt, \(appearance.description)"
      )
    }
    return PreviewGlassBar(
      colors: colors, pictures: pictures, glassColors: colors.surface(over: backgrounds),
      ratios: colors.titleContrast(over: backgrounds))
  }
}
