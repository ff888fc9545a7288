import ThemePackArchive
import ThemePackSupport

/// Material's Hue-Chroma-Tone colour: CAM16 hue and chroma under Material's default viewing
/// conditions, and tone = CIE L* (0 black … 100 white).
///
/// Tone alone fixes the WCAG contrast between two colours, which is why Material (and
/// `DarkColor`) move along tone to reach a contrast. Values match material-color-utilities.
package struct HCT: Sendable, Hashable {
  /// CAM16 hue in degrees, 0 ≤ hue < 360 (meaningless when chroma is near 0).
  package let hue: Double
  /// CAM16 chroma, 0 for grays; sRGB reaches about 113 (red).
  package let chroma: Double
  /// CIE L*, 0…100.
  package let tone: Double
  /// The sRGB colour these coordinates describe.
  package let rgba: ThemeRGBA

  /// The HCT of an 8-bit colour. `rgba` is `color` unchanged, alpha included.
  package init(_ color: ThemeRGBA) {
    let appearance = CAM16(color)
    hue = appearance.hue
    chroma = appearance.chroma
    tone = CIELAB.lightness(fromLuminance: WCAGContrast.relativeLuminance(color))
    rgba = color
  }

  /// The sRGB colour with this hue and tone and the requested chroma, or the most chromatic
  /// one sRGB holds at that hue and tone (Material's `Hct.from`). The result describes the
  /// 8-bit colour found, so its hue, chroma and tone differ slightly from the request, and
  /// its chroma may be much lower. Alpha is 255. Tones outside 0…100 give black or white.
  package static func from(hue: Double, chroma: Double, tone: Double) -> HCT {
    HCT(HCTSolver.solve(hue: hue, chroma: chroma, tone: tone))
  }
}
