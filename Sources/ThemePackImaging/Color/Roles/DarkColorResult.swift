import ThemePackArchive
import ThemePackSupport

/// What `DarkColor.derive` found: the dark-mode colour and how it stands against the background.
package struct DarkColorResult: Sendable, Hashable {
  /// The dark-mode colour; alpha is the source colour's.
  package let color: ThemeRGBA
  /// The exact WCAG ratio of the 8-bit `color` (alpha ignored) against the background.
  package let contrast: Double
  /// The HCT tone the colour was solved at: the source's own tone when it already met the
  /// minimum, else a multiple of `DarkColor.toneResolution`. The 8-bit colour's own L*
  /// differs from it by quantisation (a few tenths at most).
  package let tone: Double
  /// Whether `contrast` reaches the requested minimum.
  package let meetsContrast: Bool

  package init(color: ThemeRGBA, contrast: Double, tone: Double, meetsContrast: Bool) {
    self.color = color
    self.contrast = contrast
    self.tone = tone
    self.meetsContrast = meetsContrast
  }
}
