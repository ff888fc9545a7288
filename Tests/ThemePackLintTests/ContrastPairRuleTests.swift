import Testing
import ThemePackToolTestSupport

@Suite("contrast-pair: a colour that fails its pair in any appearance")
struct ContrastPairRuleTests {
  @Test func aSoundThemeIsClean() throws {
    let fixture = try LintFixture()
    try fixture.writeTheme(
      "b", color: "#3366CC", extra: ##", "colors": {"onColor": {"value": "#FFFFFF", "on": "color"}}"##)
    #expect(fixture.findings("contrast-pair").isEmpty)
    #expect(fixture.lint().findings.isEmpty)
  }

  /// (label, extra theme.json members of theme 'b' (#3366CC), appearance named, message start)
  static let failing: [(String, String, String)] = [
    (
      "light value",
      ##", "colors": {"onColor": {"value": "#7799EE", "on": "color", "use": "text"}}"##,
      "colour 'onColor' of theme 'b' (#7799EE) has contrast 1.94:1 on 'color' (#3366CC) in light, below the "
        + "4.5:1 it needs: choose another 'value'"
    ),
    (
      "given dark value",
      ##", "darkColor": "#6699EE", "colors": {"onColor": {"value": "#FFFFFF", "on": "color", "dark": "#6699EE"}}"##,
      "colour 'onColor' of theme 'b' (#6699EE) has contrast 1.00:1 on 'color' (#6699EE) in dark, below the "
        + "4.5:1 it needs: choose another 'dark'"
    ),
    (
      "given high-contrast value of the theme colour",
      ##", "color": {"value": "#3366CC", "highContrast": "#6688DD"}"##,
      "the theme colour of theme 'b' (#6688DD) has contrast 3.43:1 on the background (#FFFFFF) in light "
        + "high contrast, below the 4.5:1 it needs: choose another 'highContrast'"
    ),
    (
      "ui on the background",
      ##", "colors": {"line": {"value": "#CCCCCC", "on": "background", "use": "ui"}}"##,
      "colour 'line' of theme 'b' (#CCCCCC) has contrast 1.61:1 on the background (#FFFFFF) in light, "
        + "below the 3:1 it needs"
    ),
    (
      "unreachable in high contrast",
      ##", "color": {"value": "#3366CC", "highContrast": "#777777"}, "##
        + ##""colors": {"onColor": {"value": "#FFFFFF", "on": "color", "use": 4.5}}"##,
      "no colour reaches the 7:1 colour 'onColor' of theme 'b' needs on 'color' (#777777) in light high "
        + "contrast: the best any colour reaches is 4.69:1; give 'color' a 'highContrast' value that leaves room"
    ),
  ]

  @Test(arguments: failing)
  func failingPairsAreErrorsNamingThemeColourPairAppearanceAndRatio(
    label: String, extra: String, message: String
  ) throws {
    let fixture = try LintFixture()
    let text =
      extra.hasPrefix(##", "color""##)
      ? "{\"version\": \"1.0.0\"\(extra)}\n"
      : "{\"version\": \"1.0.0\", \"color\": \"#3366CC\"\(extra)}\n"
    try fixture.write(text, to: "Themes/b/theme.json")
    let findings = fixture.findings("contrast-pair")
    let finding = try #require(findings.first { $0.message.hasPrefix(message) }, "\(label): \(findings)")
    #expect(finding.severity == .error)
    #expect(finding.theme == "b")
    #expect(finding.file == fixture.path("Themes/b/theme.json"))
    #expect(finding.line == 1)
    #expect(finding.column != nil)
  }

  @Test func theThemeColourInPlainDarkStaysDarkContrasts() throws {
    let fixture = try LintFixture()
    try fixture.writeTheme("b", color: "#3366CC", extra: ##", "darkColor": "#1C1C1E""##)
    #expect(fixture.findings("contrast-pair").isEmpty)
    #expect(fixture.findings("dark-contrast").count == 1)
  }
}
