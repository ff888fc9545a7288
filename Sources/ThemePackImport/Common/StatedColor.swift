import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// A colour's values as a source states them: the light value and any of the other three
/// appearances. A value left nil is derived by the build, as for a hand-written theme.json.
package struct StatedColor: Sendable, Equatable {
  package var light: ThemeRGBA
  package var dark: ThemeRGBA?
  package var highContrast: ThemeRGBA?
  package var darkHighContrast: ThemeRGBA?

  package init(
    light: ThemeRGBA, dark: ThemeRGBA? = nil, highContrast: ThemeRGBA? = nil,
    darkHighContrast: ThemeRGBA? = nil
  ) {
    self.light = light
    self.dark = dark
    self.highContrast = highContrast
    self.darkHighContrast = darkHighContrast
  }

  /// Whether a value beyond light and dark is stated.
  package var hasHighContrast: Bool { highContrast != nil || darkHighContrast != nil }

  /// The theme.json members of the values other than light, by their key
  /// (`dark`, `highContrast`, `darkHighContrast`).
  package var appearanceMembers: [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    if let dark { members["dark"] = .string(dark.hexString) }
    if let highContrast { members["highContrast"] = .string(highContrast.hexString) }
    if let darkHighContrast { members["darkHighContrast"] = .string(darkHighContrast.hexString) }
    return members
  }
}
