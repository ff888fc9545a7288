import Foundation
import Testing
import ThemePackTestSupport

/// `themepack init --from <design tokens>` → `lint --strict` → `build`, run as a user would,
/// on each layout the build reads: Figma's one file per mode, a Tokens Studio folder (legacy
/// form) and one Tokens Studio file (`$` form). The built catalog holds the source's value of
/// every colour in every appearance the source gives.
@Suite("themepack init from design tokens, end to end")
struct InitFromTokensTests {
  @Test func figmaModeFilesBecomeThemesKeepingEveryMode() throws {
    let trip = try InitTokensTrip(source: "figma-export", files: InitTokensFixtures.figmaFiles)
    #expect(trip.report.contains("imported 2 themes from '\(trip.source)' (design tokens)"), "\(trip.report)")
    #expect(trip.report.contains("  blue: #226BAA from token 'themes.blue.primary' (named 'primary')"))
    #expect(
      trip.report.contains("modes: light, dark, light high contrast given by the source"), "\(trip.report)")
    #expect(trip.report.contains("'Tokens/Light.tokens.json' (light), 'Tokens/Dark.tokens.json' (dark)"))
    let blue = try trip.text("Themes/blue/theme.json")
    #expect(blue.contains(#""group": "themes.blue""#))
    #expect(blue.contains(#""colorToken": "primary""#))
    #expect(blue.contains(#""highContrast": "../../Tokens/Light high contrast.tokens.json""#))
    #expect(try trip.text("Tokens/Dark.tokens.json") == InitTokensFixtures.figmaFiles["Dark.tokens.json"])
    #expect(try trip.text("themepack.json").contains(#""packageName": "figma-export""#))
    try trip.expectCatalog(package: "figma-export", holds: InitTokensFixtures.figmaExpected)
  }

  @Test func aLegacyTokensStudioFolderKeepsItsLayoutAndModes() throws {
    let trip = try InitTokensTrip(source: "design", files: InitTokensFixtures.studioFiles)
    #expect(trip.report.contains("imported 1 theme from '\(trip.source)' (design tokens)"), "\(trip.report)")
    #expect(trip.report.contains("  design: #226BAA from token 'brand.primary' (named 'primary')"))
    #expect(trip.report.contains("modes: light, dark given by the source"))
    let theme = try trip.text("Themes/design/theme.json")
    #expect(theme.contains(#""folder": "../../Tokens""#))
    #expect(theme.contains(#""group": "brand""#))
    for (path, text) in InitTokensFixtures.studioFiles { #expect(try trip.text("Tokens/" + path) == text) }
    try trip.expectCatalog(package: "design", holds: InitTokensFixtures.studioExpected)
  }

  @Test func oneDollarFormFileWithThemesGivesSiblingThemes() throws {
    let trip = try InitTokensTrip(source: "brands.json", files: ["": InitTokensFixtures.dollarFile])
    #expect(trip.report.contains("imported 2 themes from '\(trip.source)' (design tokens)"), "\(trip.report)")
    #expect(trip.report.contains("  forest: #2E7D32 from token 'themes.forest.color' (named 'color')"))
    let ocean = try trip.text("Themes/ocean/theme.json")
    #expect(ocean.contains(#""file": "../../Tokens/brands.json""#))
    #expect(!ocean.contains("colorToken"), "the token 'color' is the default")
    try trip.expectCatalog(package: "brands", holds: InitTokensFixtures.dollarExpected)
  }

  @Test func colorKeyNamesTheThemeColourToken() throws {
    let file = """
      {"ui": {"$type": "color",
        "link": {"$value": "#1565C0", "$extensions": {"com.figma.modes": {"Light": "#1565C0", "Dark": "#90CAF9"}}},
        "text": {"$value": "#212121", "$extensions": {"com.figma.modes": {"Light": "#212121", "Dark": "#EEEEEE"}}}}}
      """
    let trip = try InitTokensTrip(
      source: "app.tokens.json", files: ["": file], arguments: ["--color-key", "link"])
    #expect(trip.report.contains("  app: #1565C0 from token 'ui.link' (--color-key)"), "\(trip.report)")
    #expect(try trip.text("Themes/app/theme.json").contains(#""colorToken": "link""#))
    try trip.expectCatalog(
      package: "app",
      holds: [
        .init(theme: "app", colour: "color", values: ["light": "#1565C0", "dark": "#90CAF9"]),
        .init(theme: "app", colour: "text", values: ["light": "#212121", "dark": "#EEEEEE"]),
      ])
  }
}
