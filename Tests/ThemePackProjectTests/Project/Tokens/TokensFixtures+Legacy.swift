/// Tokens Studio's legacy format, as its synced repositories still hold it: every token
/// `{"value": …, "type": "color", "description": …}` without `$`, aliases `{set.token}`-style
/// paths without the set, `$themes` and `$metadata` as in the DTCG form. The same sets, themes
/// and colours as `tokensStudio` (group `themes.blue`).
extension TokensFixtures {
  /// One file ("multi-file sync" off): sets `core`, `light` and `dark`, themes `Light`, `Dark`
  /// and `Brand` (no mode), colours as hex strings and `rgba(…)`, a spacing and a typography
  /// beside them.
  static let legacyStudio = #"""
    {
      "core": {
        "palette": {
          "blue": {
            "100": { "value": "#C5DFFF", "type": "color" },
            "200": { "value": "rgba(158, 202, 255, 1)", "type": "color", "description": "Dark theme colour" },
            "500": { "value": "#226BAA", "type": "color" }
          },
          "navy": { "value": "#001B36", "type": "color" },
          "white": { "value": "#FFF", "type": "color" }
        },
        "spacing": { "small": { "value": "4", "type": "spacing" } },
        "radius": { "card": { "value": "8", "type": "borderRadius" } },
        "heading": {
          "value": { "fontFamily": "Inter", "fontWeight": "Bold", "fontSize": "24" },
          "type": "typography"
        }
      },
      "light": {
        "themes": {
          "blue": {
            "color": { "value": "{palette.blue.500}", "type": "color" },
            "onColor": {
              "value": "{palette.white}",
              "type": "color",
              "$extensions": { "com.themepack": { "on": "color", "use": "text" } }
            }
          }
        }
      },
      "dark": {
        "themes": {
          "blue": {
            "color": { "value": "{palette.blue.200}", "type": "color" },
            "onColor": {
              "value": "{palette.navy}",
              "type": "color",
              "$extensions": { "com.themepack": { "on": "color", "use": "text" } }
            }
          }
        }
      },
    """# + "\n" + studioModeThemes

  /// The "multiple files" sync of `legacyStudio`: `$metadata.json`, `$themes.json` and one
  /// legacy file per set (`core/palette`, `mode/light`, `mode/dark`).
  static var legacyStudioFolder: [(path: String, text: String)] {
    studioFolder.map { file in
      switch file.path {
      case "core/palette.json":
        return (
          file.path,
          #"""
          {
            "palette": {
              "blue": {
                "100": { "value": "#C5DFFF", "type": "color" },
                "200": { "value": "#9ECAFFFF", "type": "color" },
                "500": { "value": "#226BAA", "type": "color" }
              },
              "navy": { "value": "#001B36", "type": "color" },
              "white": { "value": "#FFFFFF", "type": "color" }
            },
            "spacing": { "small": { "value": "4", "type": "spacing" } }
          }
          """#
        )
      case "mode/light.json", "mode/dark.json":
        return (file.path, legacy(file.text))
      default:
        return file
      }
    }
  }

  /// A DTCG set file of `studioFolder` written in the legacy form: `$value` as `value`, the
  /// group's `$type` moved onto each token as `type`.
  static func legacy(_ text: String) -> String {
    text.replacingOccurrences(of: "\"$type\": \"color\",\n", with: "")
      .replacingOccurrences(of: "\"$value\": ", with: "\"type\": \"color\", \"value\": ")
  }

  /// A legacy file whose theme colour is not called `color`: `themes.blue.primary` (read with
  /// `"colorToken": "primary"`), `onPrimary` drawn on it (`on` calls it `color`), modes as
  /// Tokens Studio themes.
  static let legacyColorToken = #"""
    {
      "global": {
        "blue": { "200": { "value": "#9ECAFF", "type": "color" }, "500": { "value": "#226BAA", "type": "color" } },
        "navy": { "value": "#001B36", "type": "color" },
        "white": { "value": "#FFFFFF", "type": "color" }
      },
      "light": {
        "themes": {
          "blue": {
            "primary": { "value": "{blue.500}", "type": "color", "description": "Brand" },
            "onPrimary": {
              "value": "{white}", "type": "color",
              "$extensions": { "com.themepack": { "on": "color", "use": "text" } }
            }
          }
        }
      },
      "dark": {
        "themes": {
          "blue": {
            "primary": { "value": "{blue.200}", "type": "color" },
            "onPrimary": {
              "value": "{navy}", "type": "color",
              "$extensions": { "com.themepack": { "on": "color", "use": "text" } }
            }
          }
        }
      },
      "$themes": [
        { "name": "Light", "selectedTokenSets": { "global": "source", "light": "enabled" } },
        { "name": "Dark", "selectedTokenSets": { "global": "source", "dark": "enabled" } }
      ],
      "$metadata": { "tokenSetOrder": ["global", "light", "dark"] }
    }
    """#
}
