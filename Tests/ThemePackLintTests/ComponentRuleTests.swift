import Foundation
import Testing
import ThemePackProject
import ThemePackToolTestSupport

@Suite("lint: component roles name existing colours and fonts; overrides need defaults")
struct ComponentRuleTests {
  /// The fixture's config with fonts and one component.
  static let config = """
    {
      "packageName": "test.themes",
      "assets": { "icon": { "source": "master", "tint": "template" } },
      "fonts": { "title": { "family": "Avenir-Heavy", "size": 17 }, "body": { "family": "Avenir-Book", "size": 15 } },
      "components": {
        "alert": {
          "title": { "color": "onColor", "font": "title" },
          "button": { "color": "color", "font": "body" }
        }
      }
    }
    """

  private func fixture(a: String = "", b: String = "") throws -> LintFixture {
    let fixture = try LintFixture()
    try fixture.write(Self.config, to: "themepack.json")
    let onColor = #", "colors": {"onColor": "255,255,255"}"#
    try fixture.writeTheme("a", color: "#CC3333", extra: onColor + a)
    try fixture.writeTheme("b", color: "#3366CC", extra: onColor + b)
    return fixture
  }

  @Test func validComponentsLintClean() throws {
    let fixture = try fixture(a: #", "components": {"alert": {"title": {"font": "body"}}}"#)
    let report = fixture.lint()
    #expect(report.findings.isEmpty, "\(report.findings)")
    let project = try #require(ThemeProject.load(assetsPath: fixture.assets).project)
    let a = try #require(project.themes.first { $0.name == "a" })
    #expect(a.components["alert"]?.roles["title"] == ComponentRole(color: "onColor", font: "body"))
    let b = try #require(project.themes.first { $0.name == "b" })
    #expect(b.components["alert"]?.roles["title"] == ComponentRole(color: "onColor", font: "title"))
    #expect(b.fonts.keys.sorted() == ["body", "title"])
  }

  @Test func aThemeFontIsAddedAndOverridesTheProjectOne() throws {
    let fixture = try fixture(
      a:
        #", "fonts": {"title": {"family": "Georgia-Bold", "size": 20}, "caption": {"family": "Menlo-Regular", "size": 11}}"#
    )
    #expect(fixture.lint().findings.isEmpty)
    let project = try #require(ThemeProject.load(assetsPath: fixture.assets).project)
    let a = try #require(project.themes.first { $0.name == "a" })
    #expect(a.fonts["title"] == FontSpec(family: "Georgia-Bold", size: 20))
    #expect(a.fonts["caption"] == FontSpec(family: "Menlo-Regular", size: 11))
  }

  @Test func anUnknownColourInADefaultIsReportedForEveryThemeLackingIt() throws {
    let fixture = try LintFixture()
    try fixture.write(Self.config, to: "themepack.json")
    try fixture.writeTheme("a", color: "#CC3333", extra: #", "colors": {"onColor": "255,255,255"}"#)
    try fixture.writeTheme("b", color: "#3366CC", extra: #", "colors": {"onColr": "255,255,255"}"#)
    let findings = fixture.findings("component-reference")
    #expect(findings.count == 1, "\(findings)")
    let finding = try #require(findings.first)
    #expect(finding.theme == "b")
    #expect(finding.file == fixture.path("themepack.json"))
    #expect(finding.line == 7)
    #expect(
      finding.message
        == "role 'title' of component 'alert' names colour 'onColor', which theme 'b' does not have: "
        + "did you mean 'onColr'? it has 'color', 'onColr'")
  }

  @Test func anUnknownFontInAnOverrideNamesTheThemeFile() throws {
    let fixture = try fixture(a: #", "components": {"alert": {"button": {"font": "bodyy"}}}"#)
    let findings = fixture.findings("component-reference")
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.file == fixture.path("Themes/a/theme.json"))
    #expect(finding.line == 1)
    #expect(
      finding.message.hasPrefix("role 'button' of component 'alert' names font 'bodyy', which theme 'a'"))
    #expect(finding.message.contains("did you mean 'body'?"))
    #expect(fixture.lint().errorCount > 0)
  }

  @Test func overridesOfUnknownComponentsAndRolesAreErrors() throws {
    let fixture = try fixture(
      a: #", "components": {"alret": {"title": {"color": "color"}}}"#,
      b: #", "components": {"alert": {"titel": {"color": "color"}}}"#)
    let findings = fixture.findings("component-override").sorted { $0.theme! < $1.theme! }
    #expect(findings.count == 2, "\(findings)")
    #expect(
      findings.first?.message
        == "theme 'a' overrides component 'alret', which the config does not declare: did you mean 'alert'?")
    #expect(
      findings.last?.message
        == "theme 'b' overrides role 'titel' of component 'alert', which the config does not declare: "
        + "did you mean 'title'?")
    #expect(findings.allSatisfy { $0.line != nil && $0.file.hasSuffix("theme.json") })
  }

  @Test func aThemeCannotDeclareComponentsWithoutDefaults() throws {
    let fixture = try LintFixture()
    try fixture.writeTheme(
      "a", color: "#CC3333", extra: #", "components": {"card": {"title": {"color": "color"}}}"#)
    let finding = try #require(fixture.findings("component-override").first)
    #expect(
      finding.message
        == "theme 'a' overrides component 'card', which the config does not declare: "
        + "declare it in 'components' of themepack.json first")
  }
}
