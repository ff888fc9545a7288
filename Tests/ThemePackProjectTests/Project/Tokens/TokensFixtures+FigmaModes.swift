/// Figma's own variables export ("Export modes" of a collection, and the Figma -> DTCG plugins
/// that follow it): one DTCG file per mode of the collection `Theme`, the mode named at the
/// root in `$extensions["com.figma.modeName"]`, the same token paths in every file. Colours in
/// the 2025.10 object form with `hex`; an alias to another collection (`Primitives`) is written
/// resolved, with `com.figma.aliasData` naming the target; an alias inside the collection is a
/// `{group.token}` reference. Theme group `themes.blue`.
extension TokensFixtures {
  /// The `Light` mode's file (`Light.tokens.json`).
  static let figmaLightMode = #"""
    {
      "palette": {
        "onAccent": {
            "$type": "color",
            "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#ffffff"},
            "$extensions": {"com.figma.variableId": "VariableID:2:9", "com.figma.scopes": ["ALL_SCOPES"],
            "com.figma.aliasData": {"targetVariableId": "VariableID:1:6", "targetVariableName": "white", "targetVariableSetId": "VariableCollectionId:1:0", "targetVariableSetName": "Primitives"}}
          }
      },
      "themes": {
        "blue": {
          "color": {
              "$type": "color",
              "$value": {"colorSpace": "srgb", "components": [0.13333333333333333, 0.4196078431372549, 0.6666666666666666], "alpha": 1, "hex": "#226baa"},
              "$extensions": {"com.figma.variableId": "VariableID:2:1", "com.figma.scopes": ["ALL_SCOPES"],
              "com.figma.aliasData": {"targetVariableId": "VariableID:1:3", "targetVariableName": "blue/500", "targetVariableSetId": "VariableCollectionId:1:0", "targetVariableSetName": "Primitives"}}
            },
          "onColor": {
            "$type": "color",
            "$value": "{palette.onAccent}",
            "$extensions": {"com.figma.variableId": "VariableID:2:2", "com.figma.scopes": ["TEXT_FILL"]}
          },
          "radius": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}, "$extensions": {"com.figma.variableId": "VariableID:2:3"}}
        }
      },
      "$extensions": {"com.figma.modeName": "Light"}
    }
    """#

  /// The `Dark` mode's file (`Dark.tokens.json`).
  static let figmaDarkMode = #"""
    {
      "palette": {
        "onAccent": {
            "$type": "color",
            "$value": {"colorSpace": "srgb", "components": [0, 0.10588235294117647, 0.21176470588235294], "alpha": 1, "hex": "#001b36"},
            "$extensions": {"com.figma.variableId": "VariableID:2:9", "com.figma.scopes": ["ALL_SCOPES"],
            "com.figma.aliasData": {"targetVariableId": "VariableID:1:5", "targetVariableName": "navy", "targetVariableSetId": "VariableCollectionId:1:0", "targetVariableSetName": "Primitives"}}
          }
      },
      "themes": {
        "blue": {
          "color": {
              "$type": "color",
              "$value": {"colorSpace": "srgb", "components": [0.6196078431372549, 0.792156862745098, 1], "alpha": 1, "hex": "#9ecaff"},
              "$extensions": {"com.figma.variableId": "VariableID:2:1", "com.figma.scopes": ["ALL_SCOPES"],
              "com.figma.aliasData": {"targetVariableId": "VariableID:1:2", "targetVariableName": "blue/200", "targetVariableSetId": "VariableCollectionId:1:0", "targetVariableSetName": "Primitives"}}
            },
          "onColor": {
            "$type": "color",
            "$value": "{palette.onAccent}",
            "$extensions": {"com.figma.variableId": "VariableID:2:2", "com.figma.scopes": ["TEXT_FILL"]}
          },
          "radius": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}, "$extensions": {"com.figma.variableId": "VariableID:2:3"}}
        }
      },
      "$extensions": {"com.figma.modeName": "Dark"}
    }
    """#

  /// The `Light high contrast` mode's file (`Lighthighcontrast.tokens.json`).
  static let figmaHighContrastMode = #"""
    {
      "palette": {
        "onAccent": {
            "$type": "color",
            "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1, "hex": "#ffffff"},
            "$extensions": {"com.figma.variableId": "VariableID:2:9", "com.figma.scopes": ["ALL_SCOPES"],
            "com.figma.aliasData": {"targetVariableId": "VariableID:1:6", "targetVariableName": "white", "targetVariableSetId": "VariableCollectionId:1:0", "targetVariableSetName": "Primitives"}}
          }
      },
      "themes": {
        "blue": {
          "color": {
              "$type": "color",
              "$value": {"colorSpace": "srgb", "components": [0.058823529411764705, 0.2980392156862745, 0.5058823529411764], "alpha": 1, "hex": "#0f4c81"},
              "$extensions": {"com.figma.variableId": "VariableID:2:1", "com.figma.scopes": ["ALL_SCOPES"],
              "com.figma.aliasData": {"targetVariableId": "VariableID:1:4", "targetVariableName": "blue/700", "targetVariableSetId": "VariableCollectionId:1:0", "targetVariableSetName": "Primitives"}}
            },
          "onColor": {
            "$type": "color",
            "$value": "{palette.onAccent}",
            "$extensions": {"com.figma.variableId": "VariableID:2:2", "com.figma.scopes": ["TEXT_FILL"]}
          },
          "radius": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}, "$extensions": {"com.figma.variableId": "VariableID:2:3"}}
        }
      },
      "$extensions": {"com.figma.modeName": "Light high contrast"}
    }
    """#

  /// The `Dark high contrast` mode's file (`Darkhighcontrast.tokens.json`).
  static let figmaDarkHighContrastMode = #"""
    {
      "palette": {
        "onAccent": {
            "$type": "color",
            "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1, "hex": "#000000"},
            "$extensions": {"com.figma.variableId": "VariableID:2:9", "com.figma.scopes": ["ALL_SCOPES"],
            "com.figma.aliasData": {"targetVariableId": "VariableID:1:7", "targetVariableName": "black", "targetVariableSetId": "VariableCollectionId:1:0", "targetVariableSetName": "Primitives"}}
          }
      },
      "themes": {
        "blue": {
          "color": {
              "$type": "color",
              "$value": {"colorSpace": "srgb", "components": [0.7725490196078432, 0.8745098039215686, 1], "alpha": 1, "hex": "#c5dfff"},
              "$extensions": {"com.figma.variableId": "VariableID:2:1", "com.figma.scopes": ["ALL_SCOPES"],
              "com.figma.aliasData": {"targetVariableId": "VariableID:1:1", "targetVariableName": "blue/100", "targetVariableSetId": "VariableCollectionId:1:0", "targetVariableSetName": "Primitives"}}
            },
          "onColor": {
            "$type": "color",
            "$value": "{palette.onAccent}",
            "$extensions": {"com.figma.variableId": "VariableID:2:2", "com.figma.scopes": ["TEXT_FILL"]}
          },
          "radius": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}, "$extensions": {"com.figma.variableId": "VariableID:2:3"}}
        }
      },
      "$extensions": {"com.figma.modeName": "Dark high contrast"}
    }
    """#

  /// Every mode file of the export, by the key `tokens.files` names it with.
  static let figmaModeFiles: [(key: String, name: String, text: String)] = [
    ("light", "Light.tokens.json", figmaLightMode),
    ("dark", "Dark.tokens.json", figmaDarkMode),
    ("highContrast", "Lighthighcontrast.tokens.json", figmaHighContrastMode),
    ("darkHighContrast", "Darkhighcontrast.tokens.json", figmaDarkHighContrastMode),
  ]

  /// What the mode files say, written by hand in `theme.json` (Figma's export has no pairs).
  static let handWrittenModes = """
    {"version": "1.0.0",
     "color": {"value": "#226BAA", "dark": "#9ECAFF", "highContrast": "#0F4C81", "darkHighContrast": "#C5DFFF"},
     "colors": {"onColor": {"value": "#FFFFFF", "dark": "#001B36", "highContrast": "#FFFFFF", "darkHighContrast": "#000000"}}}
    """
}
