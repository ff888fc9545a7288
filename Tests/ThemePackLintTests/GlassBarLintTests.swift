import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackToolTestSupport

/// The navigation bar's lint: an image-only bar gets the iOS 27 SDK info, the glass form's
/// colour names must exist in every theme, and its title must read on its glass in each
/// appearance, as every other pair.
@Suite("lint: the navigation bar's glass form")
struct GlassBarLintTests {
  /// The fixture (themes `a` #CC3333, `b` #3366CC, asset `icon`) with `bar` as its
  /// `navigationBar` and `colors` in both themes' `theme.json` (`b` gets `bColors` if given).
  private func lint(bar: String, colors: String = "", bColors: String? = nil) throws -> [Finding] {
    let fixture = try LintFixture()
    try fixture.write(
      #"{"packageName": "test.themes", "assets": {"icon": {"source": "master", "tint": "template"}}, "#
        + #""navigationBar": "# + bar + "}", to: "themepack.json")
    try fixture.writeTheme("a", color: "#CC3333", extra: colors)
    try fixture.writeTheme("b", color: "#3366CC", extra: bColors ?? colors)
    return fixture.lint().findings
  }

  @Test func anImageOnlyBarGetsTheSDKDeadlineInfo() throws {
    let findings = try lint(bar: #"{"asset": "icon"}"#)
    #expect(findings.map(\.ruleID) == ["image-only-bar"])
    let finding = try #require(findings.first)
    #expect(finding.severity == .info && finding.file.hasSuffix("themepack.json"))
    #expect(
      finding.message.contains("iOS 27 SDK") && finding.message.contains("'UIDesignRequiresCompatibility'"))
  }

  @Test(arguments: [
    #"{"asset": "icon", "glass": true}"#, #"{"glass": true}"#, #"{"glass": {"tint": "color"}}"#,
  ])
  func aDefaultGlassFormLintsClean(_ bar: String) throws {
    let findings = try lint(bar: bar)
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func aMissingColourIsAnErrorPerThemeAndField() throws {
    let findings = try lint(
      bar: #"{"glass": {"titleColor": "ink", "glassTint": "wash"}}"#,
      colors: ##", "colors": {"ink": "#101010", "wash": "#FFFFFF"}"##,
      bColors: ##", "colors": {"inks": "#101010"}"##)
    let references = findings.filter { $0.ruleID == "glass-bar-color-reference" }
    #expect(references.count == 2, "\(findings)")
    #expect(references.allSatisfy { $0.theme == "b" && $0.severity == .error })
    #expect(
      Set(references.map(\.message)) == [
        "the glass bar's 'titleColor' names colour 'ink', which theme 'b' does not have: "
          + "did you mean 'inks'? it has 'inks'",
        "the glass bar's 'glassTint' names colour 'wash', which theme 'b' does not have: it has 'inks'",
      ])
  }

  /// A white title on the light glass fails in light and light high contrast; in dark the
  /// glass is dark and white reads. The ratio in the message is the one `GlassBarColors` gives.
  @Test func aTitleThatDoesNotReadOnTheGlassIsAWarningPerAppearance() throws {
    let findings = try lint(
      bar: #"{"glass": {"titleColor": "ink"}}"#, colors: ##", "colors": {"ink": "#FFFFFF"}"##)
    let warnings = findings.filter { $0.ruleID == "glass-bar-contrast" }
    #expect(warnings.count == 4, "\(findings)")
    #expect(warnings.allSatisfy { $0.severity == .warning })
    #expect(warnings.filter { $0.message.contains(" in light,") }.count == 2)
    #expect(warnings.filter { $0.message.contains(" in light high contrast,") }.count == 2)
    let white = ThemeRGBA(red: 255, green: 255, blue: 255)
    let values = [
      "ink": AppearanceValues { _ in white },
      "color": AppearanceValues { _ in try! ColorParser.parse("#CC3333") },
    ]
    let backgrounds = GlassBarColors.systemBackgrounds(dark: ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E))
    let glass = try #require(
      GlassBarColors(GlassBarSpec(titleColor: "ink"), values: values, backgrounds: backgrounds))
    let ratio = glass.titleContrast(over: backgrounds).light
    let a = try #require(warnings.first { $0.theme == "a" && $0.message.contains(" in light,") })
    #expect(a.message.contains("has contrast \(String(format: "%.2f", ratio)):1"), "\(a.message)")
  }
}
