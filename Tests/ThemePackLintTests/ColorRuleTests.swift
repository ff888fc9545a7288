import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackToolTestSupport

@Suite("Lint rules about theme colours")
struct ColorRuleTests {
  @Test func twoThemesWithTheSameColour() throws {
    let fixture = try LintFixture()
    try fixture.writeTheme("b", color: "204,51,51")
    #expect(
      fixture.findings("duplicate-color") == [
        Finding(
          ruleID: "duplicate-color", severity: .error, file: fixture.path("Themes/b/theme.json"), line: 1,
          column: 31, theme: "b",
          message: "theme 'b' declares colour #CC3333, the same as theme 'a': themes must be told apart")
      ])
  }

  /// The real case: silver's nav bar was painted 135,162,180 for a declared 189,195,199.
  @Test func silverDriftIsFlagged() throws {
    let fixture = try LintFixture()
    try fixture.writeTheme("silver", color: "189,195,199")
    let painted = ThemeRGBA(red: 135, green: 162, blue: 180)
    try fixture.writePNG(LintFixture.square(6, painted), to: "Themes/silver/icon@3x.png")
    let declared = ThemeRGBA(red: 189, green: 195, blue: 199)
    let distance = ColorDistance.ciede2000(painted, declared)
    try #require(distance > 3)
    #expect(
      fixture.findings("color-drift") == [
        Finding(
          ruleID: "color-drift", severity: .warning, file: fixture.path("Themes/silver/icon@3x.png"),
          theme: "silver",
          message:
            "dominant colour #87A2B4 of 'icon' is ΔE2000 \(String(format: "%.1f", distance)) from theme "
            + "colour #BDC3C7 (threshold 3): repaint it or correct the theme colour"
        )
      ])
  }

  @Test func overrideInTheThemeColourIsClean() throws {
    let fixture = try LintFixture()
    var image = LintFixture.square(6, ThemeRGBA(red: 0xCC, green: 0x33, blue: 0x33))
    image[0, 0] = .white
    image[5, 5] = ThemeRGBA.clear
    try fixture.writePNG(image, to: "Themes/a/icon@3x.png")
    #expect(fixture.lint(strict: true).findings == [])
  }

  @Test func driftThresholdAndMetricComeFromTheConfig() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "colorDrift": {"metric": "oklab", "threshold": 0.5}, "assets": {"icon": {}}}
      """, to: "themepack.json")
    let painted = ThemeRGBA(red: 0xCC, green: 0x44, blue: 0x44)
    try fixture.writePNG(LintFixture.square(6, painted), to: "Themes/a/icon@3x.png")
    #expect(fixture.findings("color-drift") == [])
    try fixture.write(
      """
      {"packageName": "t", "colorDrift": {"metric": "oklab", "threshold": 0.01}, "assets": {"icon": {}}}
      """, to: "themepack.json")
    let distance = ColorDistance.oklab(painted, ThemeRGBA(red: 0xCC, green: 0x33, blue: 0x33))
    #expect(
      fixture.findings("color-drift").map(\.message) == [
        "dominant colour #CC4444 of 'icon' is OKLab \(String(format: "%.3f", distance)) from theme colour "
          + "#CC3333 (threshold 0.01): repaint it or correct the theme colour"
      ])
  }

  @Test func untintedAssetsAreNotCheckedForDrift() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "assets": {"icon": {"tint": "none"}}}
      """, to: "themepack.json")
    try fixture.writePNG(
      LintFixture.square(6, ThemeRGBA(red: 0, green: 255, blue: 0)), to: "Themes/a/icon@3x.png")
    #expect(fixture.lint(strict: true).findings == [])
  }

  @Test func declaredDarkColourWithoutContrast() throws {
    let fixture = try LintFixture()
    try fixture.writeTheme("b", color: "#3366CC", extra: ", \"darkColor\": \"#1C1C1E\"")
    // Against itself the contrast is exactly 1:1.
    #expect(
      fixture.findings("dark-contrast") == [
        Finding(
          ruleID: "dark-contrast", severity: .error, file: fixture.path("Themes/b/theme.json"), line: 1,
          column: 55, theme: "b",
          message:
            "dark colour #1C1C1E of theme 'b' has contrast 1.00:1 against the dark background #1C1C1E, "
            + "below the required 3.00:1: choose another 'darkColor'"
        )
      ])
  }

  @Test func derivedDarkColourThatCannotReachTheContrast() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "t", "dark": {"background": "#777777", "minimumContrast": 7}, "assets": {"icon": {}}}
      """, to: "themepack.json")
    try fixture.writeTheme("b", color: "#3366CC", extra: ", \"darkColor\": \"#FFFFFF\"")
    let background = ThemeRGBA(red: 0x77, green: 0x77, blue: 0x77)
    let derived = DarkColor.derive(
      from: ThemeRGBA(red: 0xCC, green: 0x33, blue: 0x33), background: background, minimumContrast: 7)
    let contrast = WCAGContrast.ratio(derived.color, background)
    try #require(contrast < 7)
    let white = WCAGContrast.ratio(ThemeRGBA(red: 255, green: 255, blue: 255), background)
    #expect(
      fixture.findings("dark-contrast") == [
        Finding(
          ruleID: "dark-contrast", severity: .error, file: fixture.path("Themes/a/theme.json"), line: 1,
          column: 31, theme: "a",
          message:
            "the dark colour derived for theme 'a' (\(derived.color.hexString)) reaches only "
            + "\(String(format: "%.2f", contrast)):1 against the dark background #777777, below the "
            + "required 7.00:1: declare a 'darkColor' or lower 'minimumContrast'"
        ),
        Finding(
          ruleID: "dark-contrast", severity: .error, file: fixture.path("Themes/b/theme.json"), line: 1,
          column: 55, theme: "b",
          message:
            "dark colour #FFFFFF of theme 'b' has contrast \(String(format: "%.2f", white)):1 against the "
            + "dark background #777777, below the required 7.00:1: choose another 'darkColor'"
        ),
      ])
  }

  @Test(arguments: [
    ("1.0", "invalid version '1.0' in theme 'a': expected a semantic version such as '1.2.0'"),
    ("01.0.0", "invalid version '01.0.0' in theme 'a': expected a semantic version such as '1.2.0'"),
    ("v1.0.0", "invalid version 'v1.0.0' in theme 'a': expected a semantic version such as '1.2.0'"),
  ])
  func invalidVersion(version: String, message: String) throws {
    let fixture = try LintFixture()
    try fixture.write("{\"version\": \"\(version)\", \"color\": \"#CC3333\"}", to: "Themes/a/theme.json")
    #expect(
      fixture.findings("invalid-version") == [
        Finding(
          ruleID: "invalid-version", severity: .error, file: fixture.path("Themes/a/theme.json"), line: 1,
          column: 13, theme: "a", message: message)
      ])
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }

  /// A version given twice is a duplicate key: the parser rejects the file at the second one.
  @Test func versionGivenTwice() throws {
    let fixture = try LintFixture()
    try fixture.write(
      "{\"version\": \"1.0.0\",\n \"color\": \"#CC3333\",\n \"version\": \"1.1.0\"}",
      to: "Themes/a/theme.json")
    #expect(
      fixture.findings("json-syntax") == [
        Finding(
          ruleID: "json-syntax", severity: .error, file: fixture.path("Themes/a/theme.json"), line: 3,
          column: 2, theme: "a", message: "malformed JSON: duplicate key 'version'")
      ])
  }

  @Test(arguments: ["12,34", "#12345", "red", "256,0,0"])
  func invalidColour(text: String) throws {
    let fixture = try LintFixture()
    try fixture.write("{\"version\": \"1.0.0\", \"color\": \"\(text)\"}", to: "Themes/a/theme.json")
    var reason = ""
    do {
      _ = try ColorParser.parse(text)
    } catch {
      reason = error.description
    }
    try #require(!reason.isEmpty)
    #expect(
      fixture.findings("invalid-color") == [
        Finding(
          ruleID: "invalid-color", severity: .error, file: fixture.path("Themes/a/theme.json"), line: 1,
          column: 31, theme: "a", message: "invalid colour '\(text)' for 'color' in theme 'a': \(reason)")
      ])
  }
}
