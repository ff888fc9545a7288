/// Why an image file changed when nothing but a colour did: the unit that draws it was built
/// from the same inputs on both sides (master, config entry, scales, files) except the colour
/// it is tinted with (`UnitInputs`' `color` and `highContrast` lines). Its new pixels are the
/// old master re-tinted with the new colour, as expected; the report groups such files.
package struct Recolor: Sendable, Hashable, Codable {
  /// The name of the colour that changed (`color` for the theme colour), when one of the
  /// theme's colours has these values; nil when none does (the report says "the tint colour").
  package var color: String?
  /// The tint colour in light and in dark on each side, `#RRGGBB`.
  package var oldLight: String
  package var newLight: String
  package var oldDark: String
  package var newDark: String

  package init(color: String?, oldLight: String, newLight: String, oldDark: String, newDark: String) {
    self.color = color
    self.oldLight = oldLight
    self.newLight = newLight
    self.oldDark = oldDark
    self.newDark = newDark
  }

  /// The recolor of a unit whose input lines were `old` and are `new`: nil unless they differ
  /// and differ only in their `color` and `highContrast` lines.
  package static func of(old: [String], new: [String]) -> Recolor? {
    let differing = Set(old).symmetricDifference(new)
    guard !differing.isEmpty,
      differing.allSatisfy({ $0.hasPrefix("color ") || $0.hasPrefix("highContrast ") }),
      let before = colorLine(old), let after = colorLine(new)
    else { return nil }
    return Recolor(color: nil, oldLight: before.0, newLight: after.0, oldDark: before.1, newDark: after.1)
  }

  /// Whether the `color` or `highContrast` lines of `old` and `new` differ (whatever else does).
  package static func colorsDiffer(old: [String], new: [String]) -> Bool {
    let colors = { (lines: [String]) in
      lines.filter { $0.hasPrefix("color ") || $0.hasPrefix("highContrast ") }
    }
    return colors(old) != colors(new)
  }

  /// The light and dark values of a `color #RRGGBB #RRGGBB` line; nil for `color any` (a
  /// unit no colour reaches) or none.
  private static func colorLine(_ lines: [String]) -> (String, String)? {
    guard let line = lines.first(where: { $0.hasPrefix("color ") }) else { return nil }
    let words = line.split(separator: " ").map(String.init)
    guard words.count == 3, words[1].hasPrefix("#"), words[2].hasPrefix("#") else { return nil }
    return (words[1], words[2])
  }

  /// `blue's colour #226BAA → #1A5C99` (and `, dark #… → #…` when the dark one moved too).
  package func title(theme: String) -> String {
    let name =
      color.map { $0 == "color" ? "\(theme)'s colour" : "\(theme)'s colour '\($0)'" } ?? "the tint colour"
    var text = oldLight == newLight ? "\(name) in dark" : "\(name) \(oldLight) → \(newLight)"
    if oldDark != newDark {
      text += oldLight == newLight ? " \(oldDark) → \(newDark)" : ", dark \(oldDark) → \(newDark)"
    }
    return text
  }
}
