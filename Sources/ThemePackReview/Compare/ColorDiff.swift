/// One colour of one theme in one appearance between the two projects: its value, and the
/// contrast of its pair (the colour on what it is drawn on) before and after, with whether it
/// meets what the pair needs. Listed when the value or the contrast changed.
public struct ColorDiff: Sendable, Hashable, Codable {
  /// The colour's name; `color` is the theme colour.
  public var color: String
  /// `light`, `dark`, `lightHighContrast` or `darkHighContrast`.
  public var appearance: String
  public var status: DiffStatus
  /// `#RRGGBB` (or `#RRGGBBAA`); nil on the side without the colour.
  public var old: String?
  public var new: String?
  /// What the colour is drawn on (`background` or a colour's name), as the new project says
  /// (the old one's when the colour was removed); nil when it has no pair in this appearance.
  public var surface: String?
  /// The WCAG contrast of the pair, rounded to two decimals, before and after; nil on a side
  /// where the pair is not checked.
  public var oldContrast: Double?
  public var newContrast: Double?
  /// What the pair needs (4.5 for text, 3 for UI …) on each side.
  public var oldMinimum: Double?
  public var newMinimum: Double?
  /// Whether the pair met its need before, and whether it meets it now.
  public var oldMeets: Bool?
  public var newMeets: Bool?

  /// Whether the pair met its need before and no longer does.
  public var stopsMeeting: Bool { oldMeets == true && newMeets == false }
}
