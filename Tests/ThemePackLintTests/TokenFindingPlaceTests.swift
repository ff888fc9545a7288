import Foundation
import Testing
import ThemePackLint
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// A finding about a colour that comes from a design tokens file names the tokens file, the
/// line and column of the value to edit and the token's path, not `theme.json`: theme `a` of
/// `LintFixture` takes its colours from `t.json`, group `g`.
@Suite("design tokens in: findings on token colours point at the tokens file")
struct TokenFindingPlaceTests {
  /// The 1-based line of the first line of `text` that contains `needle`.
  static func line(of needle: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map {
      $0 + 1
    }
  }

  /// `LintFixture` with theme `a` reading `tokens` from `t.json`, group `g`.
  private func fixture(_ tokens: String, config: String? = nil) throws -> LintFixture {
    let fixture = try LintFixture()
    if let config { try fixture.write(config, to: "themepack.json") }
    try fixture.writeTokensTheme("a", file: "../../t.json")
    try fixture.write(tokens, to: "t.json")
    return fixture
  }

  /// The one finding of `rule`, checked to point at `t.json` on the line holding `marker`.
  private func finding(
    _ rule: String, in fixture: LintFixture, tokens: String, marker: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Finding {
    let found = fixture.findings(rule).filter { $0.theme == "a" }
    #expect(found.count == 1, "\(found.map(\.description))", sourceLocation: sourceLocation)
    let finding = try #require(found.first, sourceLocation: sourceLocation)
    #expect(finding.file == fixture.path("t.json"), sourceLocation: sourceLocation)
    #expect(finding.line == Self.line(of: marker, in: tokens), sourceLocation: sourceLocation)
    #expect(finding.column != nil, sourceLocation: sourceLocation)
    #expect(finding.theme == "a", sourceLocation: sourceLocation)
    return finding
  }

  @Test func aReaderErrorHasTheTokensFileLineAndColumn() throws {
    let tokens = """
      {
        "g": {
          "$type": "color",
          "color": {
            "$value": "{g.missing}"
          }
        }
      }
      """
    let fixture = try fixture(tokens)
    let finding = try finding(InvalidTokensRule.id, in: fixture, tokens: tokens, marker: "g.missing")
    #expect(finding.column == 17)
    #expect(
      finding.message == "token 'g.color' for theme 'a': alias '{g.missing}' in 'g.color' names no token")
  }

  @Test func aDuplicateThemeColourPointsAtItsToken() throws {
    let tokens = """
      {"g": {"$type": "color",
        "color": {"$value": "#CC3333"}
      }}
      """
    let fixture = try LintFixture()
    try fixture.writeTokensTheme("b", file: "../../t.json")
    try fixture.write(tokens, to: "t.json")
    let found = fixture.findings(DuplicateColorRule.id)
    #expect(found.count == 1)
    let finding = try #require(found.first)
    #expect(finding.file == fixture.path("t.json"))
    #expect(finding.line == Self.line(of: "#CC3333", in: tokens))
    #expect(
      finding.message
        == "token 'g.color': theme 'b' declares colour #CC3333, the same as theme 'a': themes must be told apart"
    )
  }

  @Test func aDarkModeValueBelowTheContrastPointsAtTheMode() throws {
    let tokens = """
      {"g": {"$type": "color",
        "color": {"$value": "#CC5533", "$extensions": {"com.figma.modes": {
          "Light": "#CC5533",
          "Dark": "#202022"
        }}}
      }}
      """
    let fixture = try fixture(tokens)
    let finding = try finding(DarkContrastRule.id, in: fixture, tokens: tokens, marker: "#202022")
    #expect(finding.message.hasPrefix("token 'g.color': dark colour #202022 of theme 'a' has contrast"))
    #expect(finding.message.hasSuffix("choose another dark value"))
  }

  @Test func aDerivedDarkColourBelowTheContrastPointsAtTheLightValue() throws {
    let config = """
      {"packageName": "test.themes", "scales": [1, 2, 3], "dark": {"minimumContrast": 21},
       "assets": {"icon": {"source": "master", "tint": "template"}}}
      """
    let tokens = """
      {"g": {"$type": "color",
        "color": {"$value": "#CC5533"}
      }}
      """
    let fixture = try fixture(tokens, config: config)
    let finding = try finding(DarkContrastRule.id, in: fixture, tokens: tokens, marker: "#CC5533")
    #expect(finding.message.hasPrefix("token 'g.color': the dark colour derived for theme 'a'"))
    #expect(finding.message.hasSuffix("give the token a dark value (a mode) or lower 'minimumContrast'"))
  }

  @Test func aPairFailingInLightPointsAtTheLightValue() throws {
    let tokens = """
      {"g": {"$type": "color",
        "color": {"$value": "#CC5533"},
        "onColor": {
          "$value": "#CC5534",
          "$extensions": {"com.themepack": {"on": "color"}}
        }
      }}
      """
    let fixture = try fixture(tokens)
    let found = fixture.findings(ContrastPairRule.id).filter { $0.message.contains(" in light,") }
    #expect(found.count == 1, "\(found.map(\.description))")
    let finding = try #require(found.first)
    #expect(finding.file == fixture.path("t.json"))
    #expect(finding.line == Self.line(of: "#CC5534", in: tokens))
    #expect(
      finding.message.hasPrefix(
        "token 'g.onColor': colour 'onColor' of theme 'a' (#CC5534) has contrast 1.00:1"))
    #expect(finding.message.hasSuffix("it needs: choose another light value"))
  }

  @Test func aPairFailingInHighContrastPointsAtThatMode() throws {
    let tokens = """
      {"g": {"$type": "color",
        "color": {"$value": "#226BAA"},
        "onColor": {
          "$value": "#FFFFFF",
          "$extensions": {
            "com.figma.modes": {"Light": "#FFFFFF", "High contrast": "#3A7BBB"},
            "com.themepack": {"on": "color"}
          }
        }
      }}
      """
    let fixture = try fixture(tokens)
    let found = fixture.findings(ContrastPairRule.id).filter { $0.message.contains("in light high contrast") }
    #expect(found.count == 1, "\(fixture.lint().findings.map(\.description))")
    let finding = try #require(found.first)
    #expect(finding.file == fixture.path("t.json"))
    #expect(finding.line == Self.line(of: "#3A7BBB", in: tokens))
    #expect(finding.message.hasPrefix("token 'g.onColor': colour 'onColor' of theme 'a' (#3A7BBB)"))
    #expect(finding.message.hasSuffix("choose another light high contrast value"))
  }

  @Test func aPairFailingInATokensStudioDarkSetPointsAtThatSet() throws {
    let tokens = """
      {
        "light": {"g": {"$type": "color",
          "color": {"$value": "#226BAA"},
          "onColor": {"$value": "#FFFFFF", "$extensions": {"com.themepack": {"on": "color"}}}
        }},
        "dark": {"g": {"$type": "color",
          "color": {"$value": "#9ECAFF"},
          "onColor": {"$value": "#A0CCFF", "$extensions": {"com.themepack": {"on": "color"}}}
        }},
        "$themes": [
          {"name": "Light", "selectedTokenSets": {"light": "enabled"}},
          {"name": "Dark", "selectedTokenSets": {"dark": "enabled"}}
        ]
      }
      """
    let fixture = try fixture(tokens)
    let found = fixture.findings(ContrastPairRule.id).filter { $0.message.contains(" in dark,") }
    #expect(found.count == 1, "\(fixture.lint().findings.map(\.description))")
    let finding = try #require(found.first)
    #expect(finding.file == fixture.path("t.json"))
    #expect(finding.line == Self.line(of: "#A0CCFF", in: tokens))
    #expect(finding.message.hasPrefix("token 'g.onColor': colour 'onColor' of theme 'a' (#A0CCFF)"))
  }

  @Test func anAndroidNameCollisionPointsAtTheSecondToken() throws {
    let config = """
      {"packageName": "test.themes", "scales": [1, 2, 3], "outputs": ["android"],
       "assets": {"icon": {"source": "master", "tint": "template"}}}
      """
    let tokens = """
      {"g": {"$type": "color",
        "color": {"$value": "#CC5533"},
        "onColor": {"$value": "#FFFFFF"},
        "on_color": {"$value": "#FFFFFE"}
      }}
      """
    let fixture = try fixture(tokens, config: config)
    let found = fixture.findings(AndroidNameRule.id)
    #expect(!found.isEmpty)
    for finding in found {
      #expect(finding.file == fixture.path("t.json"))
      #expect(finding.message.hasPrefix("token 'g.on"), "\(finding.message)")
      #expect(finding.line != nil)
    }
  }

  @Test func aThemeJSONColourStillPointsAtThemeJSON() throws {
    let fixture = try LintFixture()
    try fixture.writeTheme("a", color: "#3366CC")
    let found = fixture.findings(DuplicateColorRule.id)
    #expect(found.count == 1)
    #expect(found.first?.file.hasSuffix("/theme.json") == true)
    #expect(found.first?.message.hasPrefix("theme ") == true)
  }
}
