extension InitTokensFixtures {
  /// One mode file of a Figma variables export of one collection with nested semantic groups
  /// (`surface.background`, `action.primary.background.default`), as design systems name them.
  static func figmaNestedMode(_ mode: String, _ values: [String: String]) -> String {
    func color(_ path: String) -> String { #"{"$type": "color", "$value": \#(figmaColor(values[path]!))}"# }
    return """
      {
        "surface": {"background": \(color("surface.background")), "raised": \(color("surface.raised"))},
        "text": {"primary": \(color("text.primary")), "secondary": \(color("text.secondary"))},
        "action": {
          "primary": {
            "background": {"default": \(color("action.primary.background.default")),
              "pressed": \(color("action.primary.background.pressed"))},
            "label": \(color("action.primary.label"))
          }
        },
        "brand": {"accent": \(color("brand.accent"))},
        "space": {"small": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}},
        "$extensions": {"com.figma.modeName": "\(mode)"}
      }
      """
  }

  /// Each token's value in the Light, Dark and Brand modes.
  static let figmaNestedValues: [String: (light: String, dark: String, brand: String)] = [
    "surface.background": ("#FFFFFF", "#121212", "#FFF8F0"),
    "surface.raised": ("#F5F5F5", "#1E1E1E", "#FFEFD9"),
    "text.primary": ("#1A1A1A", "#F2F2F2", "#2B1600"),
    "text.secondary": ("#5F6368", "#BDC1C6", "#6B4A26"),
    "action.primary.background.default": ("#1A73E8", "#8AB4F8", "#C2410C"),
    "action.primary.background.pressed": ("#1557B0", "#AECBFA", "#9A3412"),
    "action.primary.label": ("#FFFFFF", "#0B1A33", "#FFFFFF"),
    "brand.accent": ("#1A73E8", "#8AB4F8", "#C2410C"),
  ]

  /// The export: `Light`, `Dark` and a third mode, `Brand`, which names no appearance.
  static let figmaNestedFiles: [String: String] = [
    "Light.tokens.json": figmaNestedMode("Light", figmaNestedValues.mapValues(\.light)),
    "Dark.tokens.json": figmaNestedMode("Dark", figmaNestedValues.mapValues(\.dark)),
    "Brand.tokens.json": figmaNestedMode("Brand", figmaNestedValues.mapValues(\.brand)),
  ]

  /// Every colour token as a colour of theme `theme`: the brand's accent is the theme colour,
  /// the others named by their paths in lower camel case.
  static func figmaNestedExpected(theme: String) -> [Expected] {
    figmaNestedValues.map { path, value in
      let name = path == "brand.accent" ? "color" : NestedName.of(path)
      return Expected(theme: theme, colour: name, values: ["light": value.light, "dark": value.dark])
    }
  }

  /// `surface.background` → `surfaceBackground`, written out here rather than calling the
  /// reader's own naming.
  enum NestedName {
    static func of(_ path: String) -> String {
      let parts = path.split(separator: ".").map(String.init)
      return parts[0] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
  }
}
