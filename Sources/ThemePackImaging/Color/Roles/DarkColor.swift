import ThemePackArchive
import ThemePackSupport

/// Derives the dark-mode variant of a theme colour, as Material's tooling does: in HCT, keep
/// the hue and chroma and move the tone just far enough for the colour to reach a WCAG
/// contrast against the dark background.
///
/// - A colour that already meets the minimum is returned unchanged.
/// - Otherwise the tone moves away from the background (up for a dark background, down for
///   a light one) from the colour's own tone, and the result is the smallest move, to
///   `toneResolution`, whose *8-bit* colour meets the minimum by the exact WCAG formula.
///   Chroma is lowered where sRGB cannot hold it at the new tone (Material's solver).
/// - When no tone reaches the minimum, the result is the most contrasting end of the tone
///   range (white, or black for a light background) with `meetsContrast == false`.
package enum DarkColor {
  /// iOS's elevated dark background, `secondarySystemBackground` #1C1C1E. A colour that meets
  /// a contrast on it also meets it on the base dark background #000000, so this default
  /// covers sheets, cards and grouped tables as well as plain screens.
  package static let defaultBackground = ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E)

  /// WCAG's minimum for icons and other UI (text needs 4.5).
  package static let defaultMinimumContrast = 3.0

  /// The tone search's step: a result tone `t` meets the minimum and `t − toneResolution`
  /// (when still beyond the source's own tone) does not.
  package static let toneResolution = 0.01

  private static let stepsPerTone = 100.0

  package static func derive(
    from color: ThemeRGBA, background: ThemeRGBA = defaultBackground,
    minimumContrast: Double = defaultMinimumContrast
  ) -> DarkColorResult {
    let source = HCT(color)
    let ownContrast = WCAGContrast.ratio(color, background)
    if ownContrast >= minimumContrast {
      return DarkColorResult(color: color, contrast: ownContrast, tone: source.tone, meetsContrast: true)
    }

    let white = ThemeRGBA(red: 255, green: 255, blue: 255)
    let black = ThemeRGBA(red: 0, green: 0, blue: 0)
    let lighten = WCAGContrast.ratio(white, background) >= WCAGContrast.ratio(black, background)

    func candidate(step: Int) -> (color: ThemeRGBA, contrast: Double) {
      var solved = HCT.from(hue: source.hue, chroma: source.chroma, tone: Double(step) / stepsPerTone).rgba
      solved.alpha = color.alpha
      return (solved, WCAGContrast.ratio(solved, background))
    }

    // Steps on the tone grid: `failing` is known to miss the minimum (at first the
    // source's own tone stands for it), `meeting` reaches it.
    let ownStep = source.tone * stepsPerTone
    var failing = lighten ? Int(ownStep.rounded(.down)) : Int(ownStep.rounded(.up))
    var meeting = lighten ? Int(stepsPerTone * 100) : 0
    var best = candidate(step: meeting)
    guard best.contrast >= minimumContrast else {
      return DarkColorResult(
        color: best.color, contrast: best.contrast, tone: Double(meeting) / stepsPerTone,
        meetsContrast: false)
    }
    while abs(meeting - failing) > 1 {
      let middle = (meeting + failing) / 2
      let tried = candidate(step: middle)
      if tried.contrast >= minimumContrast {
        meeting = middle
        best = tried
      } else {
        failing = middle
      }
    }
    return DarkColorResult(
      color: best.color, contrast: best.contrast, tone: Double(meeting) / stepsPerTone,
      meetsContrast: true)
  }
}
