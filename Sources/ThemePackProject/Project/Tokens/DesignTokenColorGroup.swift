/// The group of a tokens file that holds a theme's colours, and the token that is the theme
/// colour in it.
///
/// - A designer's file (`DesignTokensReader`): the theme's group itself, the theme colour its
///   token `color`, or the token `colorToken` names (a dotted path relative to the group).
/// - A tokens file ThemePack wrote (`DesignTokensLayout`): the group the theme's group names
///   for the light mode in `$extensions["com.themepack"].modes` (`color`), the theme colour
///   its token `theme`. Each colour's other appearances are its per-token modes, those the
///   token's `derived` lists left to be derived again.
package struct DesignTokenColorGroup: Sendable, Equatable {
  /// The group's path, names joined by `.` in the file.
  package var path: [String]
  /// The name of the token that is the theme colour (a dotted path relative to the group when
  /// `colorToken` names one in a subgroup).
  package var themeToken: String
  /// Whether the file is one ThemePack wrote (its modes and pairs are read as it writes them).
  package var isThemePackLayout: Bool
  /// With `nested` tokens: each colour's token path relative to the group, by colour name
  /// (`surfaceBackground` → `surface.background`); empty otherwise.
  package var nestedTokens: [String: String] = [:]

  /// The group's tokens' dotted prefix (`themes.blue.`, empty for the root).
  package var prefix: String { path.isEmpty ? "" : path.joined(separator: ".") + "." }

  /// The colour a token of the group gives: `"color"` for the theme colour, else the token's name.
  package func colorName(ofToken name: String) -> String {
    if name == themeToken { return "color" }
    return nestedTokens.isEmpty ? name : NestedTokenName.colorName(name)
  }

  /// The dotted path of the token that gives colour `name` (`"color"`: the theme colour).
  package func tokenPath(ofColor name: String) -> String {
    prefix + (name == "color" ? themeToken : nestedTokens[name] ?? name)
  }
}
