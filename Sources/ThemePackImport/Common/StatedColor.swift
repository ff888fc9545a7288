import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// A colour's values as a source states them: the light value and any of the other three
/// appearances. A value left nil is derived by the build, as for a hand-written theme.json.
package struct StatedColor: Sendable, Equatable {
  /// The light value, which every source states.
  package var light: ThemeRGBA
  /// The other appearances' stated values; its `light` is always nil (`light` holds it).
  private var others: AppearanceValues<ThemeRGBA?>

  /// `light`, and `stated`'s values for the other appearances (its light value is not read).
  package init(light: ThemeRGBA, stated: AppearanceValues<ThemeRGBA?> = AppearanceValues { _ in nil }) {
    self.light = light
    others = stated
    others.light = nil
  }

  /// The colour of a source that knows only light and dark (SwiftTheme's day and night).
  package init(light: ThemeRGBA, dark: ThemeRGBA?) {
    self.init(light: light, stated: AppearanceValues { $0 == .dark ? dark : nil })
  }

  /// The value stated for `appearance`, nil when none is (never nil for `.light`).
  package subscript(appearance: ThemeAppearance) -> ThemeRGBA? {
    appearance == .light ? light : others[appearance]
  }

  /// Whether a value beyond light and dark is stated.
  package var hasHighContrast: Bool { others.lightHighContrast != nil || others.darkHighContrast != nil }

  /// The theme.json members of the values other than light, by their key
  /// (`dark`, `highContrast`, `darkHighContrast`).
  package var appearanceMembers: [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    for (key, appearance) in ThemeColorReader.appearanceKeys {
      if let value = others[appearance] { members[key] = .string(value.hexString) }
    }
    return members
  }
}
