/// The glass form of the navigation bar (`"navigationBar": {"glass": …}` in `themepack.json`):
/// what an iOS 26+ app paints its Liquid Glass bar with instead of the sliced background
/// image. Each field names a colour every theme has (`"color"`, the theme colour, or a name
/// of the themes' `colors`), so it carries that colour's four appearances.
package struct GlassBarSpec: Sendable, Hashable {
  /// The colour of the bar's titles (`titleTextAttributes`); nil derives it from the theme
  /// colour: in each appearance the theme colour's tone moved (hue and chroma kept) until the
  /// title reaches what text needs on the glass (`GlassBarColors`).
  package var titleColor: String?
  /// The colour of the bar button glyphs (`tintColor`).
  package var tint: String
  /// The colour the glass is tinted with (`UIGlassEffect.tintColor`, SwiftUI `Glass.tint`).
  package var glassTint: String
  /// The opacity the glass tint is laid on with, 0 to 1, multiplied into the colour's own alpha.
  package var glassTintOpacity: Double

  /// The name `tint` and `glassTint` default to, and the title is derived from: the theme colour.
  package static let defaultColor = "color"
  /// The glass tint's default opacity: a wash light enough that the theme colour stays
  /// legible on it as a title.
  package static let defaultGlassTintOpacity = 0.2

  package init(
    titleColor: String? = nil, tint: String = defaultColor, glassTint: String = defaultColor,
    glassTintOpacity: Double = defaultGlassTintOpacity
  ) {
    self.titleColor = titleColor
    self.tint = tint
    self.glassTint = glassTint
    self.glassTintOpacity = glassTintOpacity
  }

  /// The colour names the form uses, each once, in field order (the theme colour's first
  /// when the title is derived from it).
  package var colorNames: [String] {
    var names: [String] = []
    for name in [titleColor ?? Self.defaultColor, tint, glassTint] where !names.contains(name) {
      names.append(name)
    }
    return names
  }
}
