import ThemePackArchive

/// One colour of one theme in one appearance between the two projects: its value, and the
/// contrast of its pair (the colour on what it is drawn on) before and after, with whether it
/// meets what the pair needs. Listed when the value or the contrast changed.
package struct ColorDiff: Sendable, Hashable, Codable {
  /// The colour's name; `color` is the theme colour.
  package var color: String
  /// Its appearance; diff.json names it by its raw value (`light`, `dark`,
  /// `lightHighContrast`, `darkHighContrast`).
  package var appearance: ThemeAppearance
  package var status: DiffStatus
  /// `#RRGGBB` (or `#RRGGBBAA`); nil on the side without the colour.
  package var old: String?
  package var new: String?
  /// What the colour is drawn on (`background` or a colour's name), as the new project says
  /// (the old one's when the colour was removed); nil when it has no pair in this appearance.
  package var surface: String?
  /// The WCAG contrast of the pair, rounded to two decimals, before and after; nil on a side
  /// where the pair is not checked.
  package var oldContrast: Double?
  package var newContrast: Double?
  /// What the pair needs (4.5 for text, 3 for UI …) on each side.
  package var oldMinimum: Double?
  package var newMinimum: Double?
  /// Whether the pair met its need before, and whether it meets it now.
  package var oldMeets: Bool?
  package var newMeets: Bool?

  /// Whether the pair met its need before and no longer does.
  package var stopsMeeting: Bool { oldMeets == true && newMeets == false }
}
