import Foundation
import Testing
import ThemePackLint
import ThemePackToolTestSupport

@Suite("lint: a font iOS does not have is a warning (SwiftTheme crashes on it)")
struct UnknownFontRuleTests {
  private func fixture(projectFont: String, themeFont: String? = nil) throws -> LintFixture {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {
        "packageName": "test.themes",
        "assets": { "icon": { "source": "master", "tint": "template" } },
        "fonts": { "title": { "family": "\(projectFont)", "size": 17 } }
      }
      """, to: "themepack.json")
    let own = themeFont.map { #", "fonts": {"caption": {"family": "\#($0)", "size": 11}}"# } ?? ""
    try fixture.writeTheme("a", color: "#CC3333", extra: own)
    try fixture.writeTheme("b", color: "#3366CC")
    return fixture
  }

  @Test(arguments: [
    "PingFangSC-Semibold", "HelveticaNeue-Bold", "AvenirNext-DemiBold", "Georgia",
    "Menlo-Regular", "TimesNewRomanPSMT", "HiraginoSans-W6",
  ])
  func aFontEveryIOSDeviceHasPasses(family: String) throws {
    let fixture = try fixture(projectFont: family, themeFont: family)
    #expect(fixture.findings(UnknownFontRule.id).isEmpty)
  }

  @Test(arguments: [
    ("Brand-Bold", "a font the app would have to bundle"),
    ("PingFangSC-Bold", "PingFang SC has no Bold"),
    ("helveticaneue-bold", "names are case-sensitive"),
    ("SF Pro", "the system font has no public name"),
    (".SFUI-Regular", "a private system font name"),
    ("PingFang SC", "a family name, which UIFont(name:size:) does not take"),
  ])
  func aFontIOSDoesNotHaveIsAWarningInTheFileThatDeclaresIt(family: String, why: String) throws {
    let fixture = try fixture(projectFont: family, themeFont: family)
    let findings = fixture.findings(UnknownFontRule.id)
    #expect(findings.count == 2, "\(why): \(findings)")
    let project = try #require(findings.first { $0.theme == nil }, "\(why)")
    #expect(project.severity == .warning)
    #expect(project.file == fixture.path("themepack.json"))
    #expect(project.message == UnknownFontRule.message(font: "title", family: family))
    #expect(project.message.hasPrefix("font 'title': '\(family)' is no font iOS has"))
    let theme = try #require(findings.first { $0.theme == "a" }, "\(why)")
    #expect(theme.file == fixture.path("Themes/a/theme.json"))
    #expect(theme.message.hasPrefix("font 'caption': '\(family)' is no font iOS has"))
    #expect(fixture.lint().errorCount == 0, "a warning only")
    #expect(!fixture.lint().failed && fixture.lint(strict: true).failed, "--strict fails on it")
  }

  @Test func theTableHoldsFamiliesAndTheirFonts() {
    #expect(IOSFontNames.families["PingFang SC"]?.contains("PingFangSC-Regular") == true)
    #expect(IOSFontNames.families.count > 80)
    #expect(IOSFontNames.all.count > 270)
    #expect(!IOSFontNames.isInstalled("PingFang SC"), "families are not font names")
    #expect(IOSFontNames.all.allSatisfy { !$0.contains(",") && !$0.isEmpty }, "SwiftTheme splits at ','")
  }
}
