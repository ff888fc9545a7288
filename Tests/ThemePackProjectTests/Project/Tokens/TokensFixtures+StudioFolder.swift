/// Tokens Studio's "multiple files" sync (GitHub, GitLab, a local folder): `$metadata.json`
/// with `tokenSetOrder`, `$themes.json` with the themes, and one JSON file per token set, a set
/// named with `/` in a subfolder (`core/palette` at `core/palette.json`). The same sets,
/// themes and tokens as `tokensStudio` (one file): group `themes.blue`.
extension TokensFixtures {
  static let studioFolder: [(path: String, text: String)] = [
    (
      "$metadata.json",
      #"""
      {
        "tokenSetOrder": ["core/palette", "mode/light", "mode/dark"]
      }
      """#
    ),
    (
      "$themes.json",
      #"""
      [
        {
          "id": "5d1c7b0f",
          "name": "Light",
          "group": "Mode",
          "selectedTokenSets": { "core/palette": "source", "mode/light": "enabled", "mode/dark": "disabled" }
        },
        {
          "id": "8a3e92c4",
          "name": "Dark",
          "group": "Mode",
          "selectedTokenSets": { "core/palette": "source", "mode/light": "disabled", "mode/dark": "enabled" }
        },
        {
          "id": "c0ffee00",
          "name": "Brand",
          "group": "Brand",
          "selectedTokenSets": { "core/palette": "enabled" }
        }
      ]
      """#
    ),
    (
      "core/palette.json",
      #"""
      {
        "palette": {
          "$type": "color",
          "blue": {
            "100": { "$value": "#C5DFFF" },
            "200": { "$value": "#9ECAFF" },
            "500": { "$value": "#226BAA" }
          },
          "navy": { "$value": "#001B36" },
          "white": { "$value": "#FFFFFF" }
        },
        "spacing": { "small": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }
      }
      """#
    ),
    (
      "mode/light.json",
      #"""
      {
        "themes": {
          "blue": {
            "$type": "color",
            "color": { "$value": "{palette.blue.500}" },
            "onColor": {
              "$value": "{palette.white}",
              "$extensions": { "com.themepack": { "on": "color", "use": "text" } }
            }
          }
        }
      }
      """#
    ),
    (
      "mode/dark.json",
      #"""
      {
        "themes": {
          "blue": {
            "$type": "color",
            "color": { "$value": "{palette.blue.200}" },
            "onColor": {
              "$value": "{palette.navy}",
              "$extensions": { "com.themepack": { "on": "color", "use": "text" } }
            }
          }
        }
      }
      """#
    ),
  ]
}
