import ThemePackSupport

/// One pair in one appearance after solving: a colour, what it is drawn on, and how they
/// stand.
public struct ContrastCheck: Sendable, Hashable {
  public var color: String
  public var surface: ColorSurface
  public var appearance: ColorAppearance
  /// The colour's value in `appearance`.
  public var value: RGBA8
  /// The surface's value in `appearance`.
  public var surfaceValue: RGBA8
  /// The exact WCAG ratio of the two 8-bit values.
  public var ratio: Double
  /// What the pair needs in `appearance`.
  public var minimum: Double
  /// Whether the designer gave `value` (true) or it was derived.
  public var isGiven: Bool
  /// The most any colour reaches against `surfaceValue` (white's or black's ratio).
  public var bestPossible: Double

  /// Whether `ratio` reaches `minimum`.
  public var meets: Bool { ratio >= minimum }
}
