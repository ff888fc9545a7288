import ThemePackImaging

/// The page's own colours, for the light and the dark system appearance.
///
/// Every text colour reaches WCAG AA (4.5:1) on every surface it is drawn on; the tests check
/// each pair. Badges carry their own background, the same in both appearances.
package struct PreviewPalette: Sendable, Equatable {
  /// The page behind everything.
  package var background: RGBA8
  /// Cards: the theme sections and the table.
  package var surface: RGBA8
  package var text: RGBA8
  /// Secondary text: captions, sizes.
  package var mutedText: RGBA8
  /// Links and the keyboard focus ring.
  package var accent: RGBA8
  /// Borders (decorative, no contrast requirement).
  package var line: RGBA8

  package static let light = PreviewPalette(
    background: RGBA8(red: 0xF2, green: 0xF2, blue: 0xF7),
    surface: RGBA8(red: 0xFF, green: 0xFF, blue: 0xFF),
    text: RGBA8(red: 0x1C, green: 0x1C, blue: 0x1E),
    mutedText: RGBA8(red: 0x54, green: 0x54, blue: 0x58),
    accent: RGBA8(red: 0x0A, green: 0x5B, blue: 0xC4),
    line: RGBA8(red: 0xC6, green: 0xC6, blue: 0xC8))

  package static let dark = PreviewPalette(
    background: RGBA8(red: 0x0E, green: 0x0E, blue: 0x10),
    surface: RGBA8(red: 0x1C, green: 0x1C, blue: 0x1E),
    text: RGBA8(red: 0xF2, green: 0xF2, blue: 0xF7),
    mutedText: RGBA8(red: 0xAE, green: 0xAE, blue: 0xB2),
    accent: RGBA8(red: 0x64, green: 0xA8, blue: 0xFF),
    line: RGBA8(red: 0x48, green: 0x48, blue: 0x4A))

  /// White text on these: errors and failing contrast.
  package static let errorBadge = RGBA8(red: 0xB3, green: 0x26, blue: 0x1E)
  /// White text on these: warnings and UI-only contrast.
  package static let warningBadge = RGBA8(red: 0x7A, green: 0x4F, blue: 0x00)
  /// White text on these: passing contrast.
  package static let passBadge = RGBA8(red: 0x1E, green: 0x6B, blue: 0x34)
  /// White text on these: neutral marks such as "hypothetical".
  package static let neutralBadge = RGBA8(red: 0x3A, green: 0x3A, blue: 0x7C)
  package static let badgeText = RGBA8(red: 0xFF, green: 0xFF, blue: 0xFF)

  /// The text colour for a surface of `background` (a theme's light or dark half): whichever
  /// of near-black, near-white, black and white contrasts most with it.
  package static func text(on background: RGBA8) -> RGBA8 {
    let candidates = [
      RGBA8(red: 0x1C, green: 0x1C, blue: 0x1E), RGBA8(red: 0xF2, green: 0xF2, blue: 0xF7),
    ]
    let best = candidates.max {
      WCAGContrast.ratio($0, background) < WCAGContrast.ratio($1, background)
    }!
    if WCAGContrast.ratio(best, background) >= 4.5 { return best }
    let black = RGBA8(red: 0, green: 0, blue: 0)
    let white = RGBA8(red: 255, green: 255, blue: 255)
    return WCAGContrast.ratio(black, background) >= WCAGContrast.ratio(white, background)
      ? black : white
  }
}
