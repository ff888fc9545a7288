/// Design tokens sources as the tools write them, for `themepack init --from` end to end, and
/// the colour each of their colours has in each appearance (what the built catalog must hold).
///
/// - `figma*`: Figma's variables export of a collection with modes `Light`, `Dark` and `Light
///   high contrast`: one DTCG file per mode (`<Mode>.tokens.json`), the mode at the root in
///   `$extensions["com.figma.modeName"]`, colours in the 2025.10 object form with `hex`, an
///   alias inside the collection as `{group.token}`; themes `themes.blue` and `themes.red`.
/// - `studio*`: Tokens Studio's "multiple files" sync in its legacy form (`value`/`type`, no
///   `$`): `$metadata.json`, `$themes.json` with `Light` and `Dark`, a set per file (`core/palette`
///   in a subfolder); one theme, its colours in group `brand`.
/// - `dollarFile`: one Tokens Studio file in the `$` form with `$themes` and `$metadata`; themes
///   `ocean` and `forest`, each with a token `color`.
enum InitTokensFixtures {
  /// One colour of a theme and its values by appearance key (`light`, `dark`, `highContrast`).
  struct Expected {
    var theme: String
    var colour: String
    var values: [String: String]
  }

  /// A colour in the 2025.10 object form, with its `hex`, for a Figma file.
  static func figmaColor(_ hex: String) -> String {
    let digits = Array(hex.dropFirst())
    let components = stride(from: 0, to: 6, by: 2).map { index in
      String(Double(Int(String(digits[index...index + 1]), radix: 16) ?? 0) / 255)
    }
    return
      #"{"colorSpace": "srgb", "components": [\#(components.joined(separator: ", "))], "alpha": 1, "hex": "\#(hex.lowercased())"}"#
  }

  /// One of Figma's mode files: the theme colours `primary` of blue and red, `onPrimary` an
  /// alias to `palette.onAccent`, a dimension beside them.
  static func figmaMode(_ mode: String, blue: String, red: String, onAccent: String) -> String {
    """
    {
      "palette": {
        "onAccent": {"$type": "color", "$value": \(figmaColor(onAccent)),
          "$extensions": {"com.figma.variableId": "VariableID:1:6", "com.figma.scopes": ["ALL_SCOPES"]}}
      },
      "themes": {
        "blue": {
          "primary": {"$type": "color", "$value": \(figmaColor(blue)), "$extensions": {"com.figma.variableId": "VariableID:2:1"}},
          "onPrimary": {"$type": "color", "$value": "{palette.onAccent}", "$extensions": {"com.figma.scopes": ["TEXT_FILL"]}},
          "radius": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}
        },
        "red": {
          "primary": {"$type": "color", "$value": \(figmaColor(red))},
          "onPrimary": {"$type": "color", "$value": "{palette.onAccent}"},
          "radius": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}
        }
      },
      "$extensions": {"com.figma.modeName": "\(mode)"}
    }
    """
  }

  /// Figma's export: file name → text.
  static let figmaFiles: [String: String] = [
    "Light.tokens.json": figmaMode("Light", blue: "#226BAA", red: "#C0392B", onAccent: "#FFFFFF"),
    "Dark.tokens.json": figmaMode("Dark", blue: "#9ECAFF", red: "#FF8A80", onAccent: "#001B36"),
    "Light high contrast.tokens.json": figmaMode(
      "Light high contrast", blue: "#0F4C81", red: "#8E1A10", onAccent: "#FFFFFF"),
  ]

  static let figmaExpected: [Expected] = [
    .init(
      theme: "blue", colour: "color",
      values: ["light": "#226BAA", "dark": "#9ECAFF", "highContrast": "#0F4C81"]),
    .init(
      theme: "red", colour: "color",
      values: ["light": "#C0392B", "dark": "#FF8A80", "highContrast": "#8E1A10"]),
    .init(
      theme: "blue", colour: "onPrimary",
      values: ["light": "#FFFFFF", "dark": "#001B36", "highContrast": "#FFFFFF"]),
    .init(
      theme: "red", colour: "onPrimary",
      values: ["light": "#FFFFFF", "dark": "#001B36", "highContrast": "#FFFFFF"]),
  ]

  /// Tokens Studio's folder sync, legacy form: path in the folder → text.
  static let studioFiles: [String: String] = [
    "$metadata.json": #"{"tokenSetOrder": ["core/palette", "light", "dark"]}"#,
    "$themes.json": """
    [{"id": "a1", "name": "Light", "selectedTokenSets": {"core/palette": "source", "light": "enabled", "dark": "disabled"}},
     {"id": "a2", "name": "Dark", "selectedTokenSets": {"core/palette": "source", "light": "disabled", "dark": "enabled"}}]
    """,
    "core/palette.json": """
    {"blue": {"200": {"value": "#9ECAFF", "type": "color"}, "500": {"value": "#226BAA", "type": "color"}},
     "white": {"value": "#FFFFFF", "type": "color"}, "navy": {"value": "#001B36", "type": "color"},
     "space": {"value": "8", "type": "spacing"}}
    """,
    "light.json": """
    {"brand": {"primary": {"value": "{blue.500}", "type": "color", "description": "the brand"},
      "onPrimary": {"value": "{white}", "type": "color"}, "surface": {"value": "#F4F6F8", "type": "color"}}}
    """,
    "dark.json": """
    {"brand": {"primary": {"value": "{blue.200}", "type": "color"},
      "onPrimary": {"value": "{navy}", "type": "color"}, "surface": {"value": "rgba(28, 28, 30, 1)", "type": "color"}}}
    """,
  ]

  static let studioExpected: [Expected] = [
    .init(theme: "design", colour: "color", values: ["light": "#226BAA", "dark": "#9ECAFF"]),
    .init(theme: "design", colour: "onPrimary", values: ["light": "#FFFFFF", "dark": "#001B36"]),
    .init(theme: "design", colour: "surface", values: ["light": "#F4F6F8", "dark": "#1C1C1E"]),
  ]

  /// One Tokens Studio file, `$` form, with `$themes` and `$metadata`.
  static let dollarFile = """
    {
      "core": {
        "teal": {"$type": "color", "$value": "#0E7C86"},
        "green": {"$type": "color", "$value": "#2E7D32"}
      },
      "light": {
        "themes": {
          "ocean": {"color": {"$type": "color", "$value": "{teal}"}, "canvas": {"$type": "color", "$value": "#FFFFFF"}},
          "forest": {"color": {"$type": "color", "$value": "{green}"}, "canvas": {"$type": "color", "$value": "#FAFAF5"}}
        }
      },
      "dark": {
        "themes": {
          "ocean": {"color": {"$type": "color", "$value": "#4FD1DB"}, "canvas": {"$type": "color", "$value": "#0B1A1C"}},
          "forest": {"color": {"$type": "color", "$value": "#81C784"}, "canvas": {"$type": "color", "$value": "#101A10"}}
        }
      },
      "$themes": [
        {"id": "l", "name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled"}},
        {"id": "d", "name": "Dark", "selectedTokenSets": {"core": "source", "dark": "enabled"}}
      ],
      "$metadata": {"tokenSetOrder": ["core", "light", "dark"]}
    }
    """

  static let dollarExpected: [Expected] = [
    .init(theme: "ocean", colour: "color", values: ["light": "#0E7C86", "dark": "#4FD1DB"]),
    .init(theme: "forest", colour: "color", values: ["light": "#2E7D32", "dark": "#81C784"]),
    .init(theme: "ocean", colour: "canvas", values: ["light": "#FFFFFF", "dark": "#0B1A1C"]),
    .init(theme: "forest", colour: "canvas", values: ["light": "#FAFAF5", "dark": "#101A10"]),
  ]
}
