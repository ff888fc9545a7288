import ThemePackSupport

/// What a colour is drawn on: the appearance's background, or another colour of the theme
/// (`"color"` is the theme colour itself).
package enum ColorSurface: Sendable, Hashable {
  case background
  case color(String)

  /// How `theme.json` names it: "background" or the colour's name.
  package var name: String {
    switch self {
    case .background: return "background"
    case .color(let name): return name
    }
  }
}
