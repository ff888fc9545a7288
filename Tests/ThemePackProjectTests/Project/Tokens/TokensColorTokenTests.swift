import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackToolTestSupport

/// `"colorToken"` in a theme's `tokens`: the token it names (a path relative to the group) is
/// the theme colour, not also an extra colour, and the theme builds the colours written by hand.
@Suite("design tokens in: the theme colour's token named by colorToken")
struct TokensColorTokenTests {
  /// A designer's file without a token `color`: the theme colour is `themes.blue.brand.primary`
  /// (an alias into the palette, dark given per token), `onColor` is drawn on it, and
  /// `themes.blue.accent` is an extra colour. Group `themes.blue`.
  static let tokens = #"""
    {
      "palette": {
        "$type": "color",
        "blue": { "200": { "$value": "#9ECAFF" }, "500": { "$value": "#226BAA" } },
        "navy": { "$value": "#001B36" },
        "white": { "$value": "#FFFFFF" }
      },
      "themes": {
        "blue": {
          "$type": "color",
          "brand": {
            "primary": {
              "$value": "{palette.blue.500}",
              "$extensions": { "com.figma.modes": { "Light": "{palette.blue.500}", "Dark": "{palette.blue.200}" } }
            }
          },
          "onColor": {
            "$value": "{palette.white}",
            "$extensions": {
              "com.figma.modes": { "Dark": "{palette.navy}" },
              "com.themepack": { "on": "color", "use": "text" }
            }
          },
          "size": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } }
        }
      }
    }
    """#

  static let backgrounds = AppearanceValues {
    $0.isDark ? DarkColor.defaultBackground : ThemeRGBA(red: 255, green: 255, blue: 255)
  }

  /// Every colour of `theme` in the four appearances, as the build solves them.
  static func solved(_ theme: Theme) -> [String: AppearanceValues<ThemeRGBA>] {
    ThemeColorSolver.solve(theme.roles(minimumContrast: 3), backgrounds: backgrounds).values
  }

  /// Theme `b` of `BuildFixture`'s project reading `tokens` (at `tokens/t.json`) with
  /// `colorToken`, or written by hand (`TokensFixtures.handWritten`) when `tokens` is nil.
  static func theme(tokens: String?, colorToken: String = "brand.primary") throws -> Theme {
    let fixture = try BuildFixture()
    if let tokens {
      try fixture.project.write(tokens, to: "tokens/t.json")
      try fixture.project.write(
        "{\"version\": \"1.0.0\", \"tokens\": {\"file\": \"../../tokens/t.json\", \"group\": \"themes.blue\","
          + " \"colorToken\": \"\(colorToken)\"}}", to: "Themes/b/theme.json")
    } else {
      try fixture.project.write(TokensFixtures.handWritten, to: "Themes/b/theme.json")
    }
    let errors = fixture.project.lint().findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    return try #require(try fixture.loaded().themes.first { $0.name == "b" })
  }

  @Test func theNamedTokenIsTheThemeColourInEveryAppearance() throws {
    let expected = try Self.theme(tokens: nil)
    let theme = try Self.theme(tokens: Self.tokens)
    #expect(theme.color == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA))
    #expect(theme.themeColorValues == [.dark: ThemeRGBA(red: 0x9E, green: 0xCA, blue: 0xFF)])
    #expect(theme.colorRoles.keys.sorted() == ["onColor"], "the named token is no extra colour")
    #expect(theme.colorRoles["onColor"] == expected.colorRoles["onColor"])
    let solved = Self.solved(theme)
    let handWritten = Self.solved(expected)
    for appearance in ThemeAppearance.allCases {
      #expect(solved["color"]?[appearance] == handWritten["color"]?[appearance], "\(appearance)")
      #expect(solved["onColor"]?[appearance] == handWritten["onColor"]?[appearance], "\(appearance)")
    }
  }

  @Test func aTokenDirectlyInTheGroupIsNoExtraColourAndTheOthersStay() throws {
    let tokens = Self.tokens.replacingOccurrences(
      of: "\"size\":",
      with:
        "\"primary\": { \"$value\": \"{palette.blue.500}\" }, \"accent\": { \"$value\": \"#C5DFFF\" }, \"size\":"
    )
    let theme = try Self.theme(tokens: tokens, colorToken: "primary")
    #expect(theme.color == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA))
    #expect(theme.themeColorValues.isEmpty, "this 'primary' has no modes: dark is derived")
    #expect(theme.colorRoles.keys.sorted() == ["accent", "onColor"])
    #expect(theme.extraColors["accent"] == ThemeRGBA(red: 0xC5, green: 0xDF, blue: 0xFF))
  }

  @Test func aFindingAboutTheThemeColourNamesTheNamedToken() throws {
    let fixture = try BuildFixture()
    try fixture.project.write(Self.tokens, to: "tokens/t.json")
    try fixture.project.write(
      "{\"version\": \"1.0.0\", \"tokens\": {\"file\": \"../../tokens/t.json\", \"group\": \"themes.blue\","
        + " \"colorToken\": \"brand.primary\"}}", to: "Themes/b/theme.json")
    let sources = try #require(
      ThemeProject.load(assetsPath: fixture.project.assets).survey.themes.first { $0.name == "b" }?.settings?
        .tokenValuePlaces)
    let light = try #require(sources["color"]?[.light])
    #expect(light.token == "themes.blue.brand.primary")
    #expect(light.file == fixture.project.path("tokens/t.json"))
    let line = try #require(light.line)
    let lines = Self.tokens.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[line - 1].contains("\"$value\": \"{palette.blue.500}\""), "\(lines[line - 1])")
    #expect(sources["color"]?[.dark]?.line == line + 1, "the dark mode's value, on the next line")
  }
}
