import ThemePackArchive
import ThemePackSupport

/// One pair in one appearance after solving: a colour, what it is drawn on, and how they
/// stand.
package struct ContrastCheck: Sendable, Hashable {
  package var color: String
  package var surface: ColorSurface
  package var appearance: ThemeAppearance
  /// The colour's value in `appearance`.
  package var value: ThemeRGBA
  /// The surface's value in `appearance`.
  package var surfaceValue: ThemeRGBA
  /// The exact WCAG ratio of the two 8-bit values.
  package var ratio: Double
  /// What the pair needs in `appearance`.
  package var minimum: Double
  /// Whether the designer gave `value` (true) or it was derived.
  package var isGiven: Bool
  /// The most any colour reaches against `surfaceValue` (white's or black's ratio).
  package var bestPossible: Double

  /// Whether `ratio` reaches `minimum`.
  package var meets: Bool { ratio >= minimum }
}
