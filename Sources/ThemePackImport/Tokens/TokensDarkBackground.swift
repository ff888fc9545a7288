import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// The dark background design tokens give their own page, for `themepack.json`'s
/// `dark.background`: the colour a theme's dark colours must stand out against is the one the
/// app draws, not iOS's `#1C1C1E`, when the tokens say which it is.
///
/// A candidate is a colour whose name says background, page, canvas or surface and nothing
/// drawn on one (text, label, border, `on…`) nor a brand's or a status's colour (a
/// `brand.background` is a coloured panel, not the page), with a dark value the tokens give;
/// the one of fewest words wins (`background` before `surfaceBackground` and
/// `backgroundSecondary`), then the first by name.
package enum TokensDarkBackground {
  private static let pageWords: Set<String> = ["background", "bg", "page", "canvas", "surface"]
  private static let drawnOnWords: Set<String> = [
    "text", "label", "border", "outline", "separator", "divider", "stroke", "on", "foreground", "fg", "icon",
    "shadow", "overlay", "scrim", "disabled", "hover", "pressed", "selected", "inverse", "inverted",
    "accent", "brand", "tint", "success", "warning", "error", "danger", "info", "positive", "negative",
  ]

  /// The chosen colour's name and dark value among `roles`, or nil.
  package static func choose(_ roles: [String: ColorRole]) -> (name: String, dark: ThemeRGBA)? {
    let candidates = roles.compactMap { name, role -> (String, Int, ThemeRGBA)? in
      let words = ThemeColorName.words(name)
      guard let dark = role.given[.dark], words.contains(where: pageWords.contains),
        !words.contains(where: drawnOnWords.contains)
      else { return nil }
      return (name, words.count, dark)
    }
    return candidates.min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map { ($0.0, $0.2) }
  }
}
