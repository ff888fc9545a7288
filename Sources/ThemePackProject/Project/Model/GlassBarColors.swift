import ThemePackArchive
import ThemePackImaging

/// A theme's glass bar (`GlassBarSpec`) with its colours resolved in the four appearances,
/// and the surface its title is read on: the glass tint laid over the system background.
///
/// The surface is an approximation, stated in `docs/project-format.md`: real glass also
/// blurs and refracts the content under it, which no build can know; the tint over the
/// plain background is what a title sits on when the page under the bar is empty.
package struct GlassBarColors: Sendable, Hashable {
  /// The title colour in each appearance.
  package var title: AppearanceValues<ThemeRGBA>
  /// The bar button glyph colour in each appearance.
  package var tint: AppearanceValues<ThemeRGBA>
  /// The glass tint in each appearance, its alpha already multiplied by the form's opacity.
  package var glassTint: AppearanceValues<ThemeRGBA>

  package init(
    title: AppearanceValues<ThemeRGBA>, tint: AppearanceValues<ThemeRGBA>,
    glassTint: AppearanceValues<ThemeRGBA>
  ) {
    self.title = title
    self.tint = tint
    self.glassTint = glassTint
  }

  /// The form `spec` in the colours `values` (by name, `"color"` the theme colour) over
  /// `backgrounds` (`systemBackgrounds(dark:)`); nil when a name is missing from `values`
  /// (`glass-bar-color-reference` reports it). A title without a colour of its own is the theme
  /// colour, its tone moved until it reaches what text needs on the glass in each appearance
  /// (4.5:1, 7:1 with Increase Contrast; `ContrastSolver`).
  package init?(
    _ spec: GlassBarSpec, values: [String: AppearanceValues<ThemeRGBA>],
    backgrounds: AppearanceValues<ThemeRGBA>
  ) {
    guard let tint = values[spec.tint], let glass = values[spec.glassTint],
      let base = values[spec.titleColor ?? GlassBarSpec.defaultColor]
    else { return nil }
    let opacity = min(1, max(0, spec.glassTintOpacity))
    let glassTint = AppearanceValues { appearance in
      var color = glass[appearance]
      color.alpha = UInt8((Double(color.alpha) * opacity).rounded())
      return color
    }
    var title = base
    if spec.titleColor == nil {
      title = AppearanceValues { appearance in
        ContrastSolver.solve(
          from: base[appearance], against: Self.over(glassTint[appearance], backgrounds[appearance]),
          minimum: ContrastNeed.text.minimum(in: appearance)
        ).color
      }
    }
    self.init(title: title, tint: tint, glassTint: glassTint)
  }

  /// The system background glass lies on in each appearance: white, `dark` in dark mode (the
  /// config's `dark.background`), as the contrast pairs are checked.
  package static func systemBackgrounds(dark: ThemeRGBA) -> AppearanceValues<ThemeRGBA> {
    let white = ThemeRGBA(red: 255, green: 255, blue: 255)
    return AppearanceValues { $0.isDark ? dark : white }
  }

  /// The glass tint over `backgrounds` (the system background in each appearance): the
  /// opaque colour the title is read on.
  package func surface(over backgrounds: AppearanceValues<ThemeRGBA>) -> AppearanceValues<ThemeRGBA> {
    AppearanceValues { Self.over(glassTint[$0], backgrounds[$0]) }
  }

  /// The title's WCAG contrast on `surface(over:)` in each appearance.
  package func titleContrast(over backgrounds: AppearanceValues<ThemeRGBA>) -> AppearanceValues<Double> {
    let surface = surface(over: backgrounds)
    return AppearanceValues { WCAGContrast.ratio(Self.over(title[$0], surface[$0]), surface[$0]) }
  }

  /// `top` laid over the opaque `bottom` by its alpha (source-over in sRGB, as UIKit blends).
  package static func over(_ top: ThemeRGBA, _ bottom: ThemeRGBA) -> ThemeRGBA {
    let alpha = Double(top.alpha) / 255
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) * alpha + Double(b) * (1 - alpha)).rounded())
    }
    return ThemeRGBA(
      red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
  }
}
