import ThemePackArchive
import ThemePackImaging

/// The page's own colours, for the light and the dark system appearance.
///
/// Every text colour reaches WCAG AA (4.5:1) on every surface it is drawn on; the tests check
/// each pair. Badges carry their own background, the same in both appearances.
package struct PreviewPalette: Sendable, Equatable {
  /// The page behind everything.
  package var background: ThemeRGBA
  /// Cards: the theme sections and the table.
  package var surface: ThemeRGBA
  package var text: ThemeRGBA
  /// Secondary text: captions, sizes.
  package var mutedText: ThemeRGBA
  /// Links and the keyboard focus ring.
  package var accent: ThemeRGBA
  /// Borders (decorative, no contrast requirement).
  package var line: ThemeRGBA

  package static let light = PreviewPalette(
    background: ThemeRGBA(red: 0xF2, green: 0xF2, blue: 0xF7),
    surface: ThemeRGBA(red: 0xFF, green: 0xFF, blue: 0xFF),
    text: ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E),
    mutedText: ThemeRGBA(red: 0x54, green: 0x54, blue: 0x58),
    accent: ThemeRGBA(red: 0x0A, green: 0x5B, blue: 0xC4),
    line: ThemeRGBA(red: 0xC6, green: 0xC6, blue: 0xC8))

  package static let dark = PreviewPalette(
    background: ThemeRGBA(red: 0x0E, green: 0x0E, blue: 0x10),
    surface: ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E),
    text: ThemeRGBA(red: 0xF2, green: 0xF2, blue: 0xF7),
    mutedText: ThemeRGBA(red: 0xAE, green: 0xAE, blue: 0xB2),
    accent: ThemeRGBA(red: 0x64, green: 0xA8, blue: 0xFF),
    line: ThemeRGBA(red: 0x48, green: 0x48, blue: 0x4A))

  /// White text on these: errors and failing contrast.
  package static let errorBadge = ThemeRGBA(red: 0xB3, green: 0x26, blue: 0x1E)
  /// White text on these: warnings and UI-only contrast.
  package static let warningBadge = ThemeRGBA(red: 0x7A, green: 0x4F, blue: 0x00)
  /// White text on these: passing contrast.
  package static let passBadge = ThemeRGBA(red: 0x1E, green: 0x6B, blue: 0x34)
  /// White text on these: neutral marks such as "hypothetical".
  package static let neutralBadge = ThemeRGBA(red: 0x3A, green: 0x3A, blue: 0x7C)
  package static let badgeText = ThemeRGBA(red: 0xFF, green: 0xFF, blue: 0xFF)

  /// The text colour for a surface of `background` (a theme's light or dark half): whichever
  /// of near-black, near-white, black and white contrasts most with it.
  package static func text(on background: ThemeRGBA) -> ThemeRGBA {
    let candidates = [
      ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E), ThemeRGBA(red: 0xF2, green: 0xF2, blue: 0xF7),
    ]
    let best = candidates.max {
      WCAGContrast.ratio($0, background) < WCAGContrast.ratio($1, background)
    }!
    if WCAGContrast.ratio(best, background) >= 4.5 { return best }
    let black = ThemeRGBA(red: 0, green: 0, blue: 0)
    let white = ThemeRGBA(red: 255, green: 255, blue: 255)
    return WCAGContrast.ratio(black, background) >= WCAGContrast.ratio(white, background)
      ? black : white
  }
}
