/// Design token files as the tools export them, written after their documentation.
enum TokensFixtures {
  /// The end of a Tokens Studio file both fixtures share: `$themes` with modes `Light` and
  /// `Dark` (and a `Brand` theme that is no mode) and `$metadata`'s set order.
  static let studioModeThemes = #"""
      "$themes": [
        {
          "id": "5d1c7b0f",
          "name": "Light",
          "group": "Mode",
          "selectedTokenSets": { "core": "source", "light": "enabled", "dark": "disabled" }
        },
        {
          "id": "8a3e92c4",
          "name": "Dark",
          "group": "Mode",
          "selectedTokenSets": { "core": "source", "light": "disabled", "dark": "enabled" }
        },
        {
          "id": "c0ffee00",
          "name": "Brand",
          "group": "Brand",
          "selectedTokenSets": { "core": "enabled" }
        }
      ],
      "$metadata": { "tokenSetOrder": ["core", "light", "dark"] }
    }
    """#

  /// A Tokens Studio export (one file, "multi-file sync" off): token sets `core`, `light` and
  /// `dark` as root groups, `$themes` with a `Light` and a `Dark` theme of the `Mode` group
  /// (each the `core` set as source plus its own set) and a `Brand` theme that is no mode,
  /// `$metadata.tokenSetOrder`. Aliases into the palette, a dimension beside the colours.
  /// Theme group `themes.blue`.
  static let tokensStudio = #"""
    {
      "core": {
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
      },
      "light": {
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
      },
      "dark": {
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
      },
    """# + "\n" + studioModeThemes

  /// Figma variables exported as DTCG: colours in the 2025.10 object form with `hex`, the
  /// `com.figma.variableId`/`scopes` extensions, aliases between collections, and modes per
  /// token in `$extensions["com.figma.modes"]` (`Light`, `Dark`). Theme group `themes.blue`.
  static let figmaVariables = #"""
    {
      "primitives": {
        "blue-200": {
          "$type": "color",
          "$value": { "colorSpace": "srgb", "components": [0.6196078431372549, 0.792156862745098, 1], "alpha": 1, "hex": "#9ecaff" },
          "$extensions": { "com.figma.variableId": "VariableID:1:2", "com.figma.scopes": ["ALL_SCOPES"] }
        },
        "blue-500": {
          "$type": "color",
          "$value": { "colorSpace": "srgb", "components": [0.13333333333333333, 0.4196078431372549, 0.6666666666666666], "alpha": 1, "hex": "#226baa" },
          "$extensions": { "com.figma.variableId": "VariableID:1:3", "com.figma.scopes": ["ALL_SCOPES"] }
        },
        "navy": {
          "$type": "color",
          "$value": { "colorSpace": "srgb", "components": [0, 0.10588235294117647, 0.21176470588235294], "alpha": 1, "hex": "#001b36" },
          "$extensions": { "com.figma.variableId": "VariableID:1:4" }
        },
        "white": {
          "$type": "color",
          "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#ffffff" },
          "$extensions": { "com.figma.variableId": "VariableID:1:5" }
        }
      },
      "themes": {
        "blue": {
          "color": {
            "$type": "color",
            "$value": "{primitives.blue-500}",
            "$extensions": {
              "com.figma.variableId": "VariableID:2:1",
              "com.figma.modes": { "Light": "{primitives.blue-500}", "Dark": "{primitives.blue-200}" }
            }
          },
          "onColor": {
            "$type": "color",
            "$value": "{primitives.white}",
            "$extensions": {
              "com.figma.variableId": "VariableID:2:2",
              "com.figma.modes": { "Light": "{primitives.white}", "Dark": "{primitives.navy}" },
              "com.themepack": { "on": "color", "use": "text" }
            }
          },
          "radius": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } }
        }
      }
    }
    """#

  /// What both files say, written by hand in `theme.json`.
  static let handWritten = """
    {"version": "1.0.0", "color": {"value": "#226BAA", "dark": "#9ECAFF"},
     "colors": {"onColor": {"value": "#FFFFFF", "dark": "#001B36", "on": "color", "use": "text"}}}
    """
}
