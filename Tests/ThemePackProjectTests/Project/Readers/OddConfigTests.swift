import Foundation
import Testing
import ThemePackProject
import ThemePackToolTestSupport

/// Hostile or odd themepack.json and theme.json documents: findings, never a crash or a
/// decoder dump (moved out of `ConfigFileTests`, which had grown past 400 lines).
@Suite("themepack.json and theme.json: odd documents never crash")
struct OddConfigTests {
  /// Each gives findings (or none), never a crash or a decoder dump.
  @Test(arguments: [
    "", " ", "{", "}", "[", "{\"a\":}", "{\"packageName\": \"t\", \"packageName\": \"u\"}", "\u{FEFF}{}",
    "{\"assets\": {\"\": {}}}", "{\"assets\": {\"x\": {\"tint\": {}}}}",
    "{\"assets\": {\"x\": {\"tint\": {\"mode\": 1}}}}",
    "{\"assets\": {\"x\": {\"tint\": {\"mode\": \"mix\", \"amount\": \"half\"}}}}", "{\"scales\": [1e300]}",
    "{\"scales\": [-1, 0.5, null, true]}",
    "{\"assets\": {\"x\": {\"slice\": {\"capInsets\": {\"top\": 1e308}}}}}",
    "{\"assets\": {\"x\": {\"slice\": 0}}}", String(repeating: "[", count: 5000),
    "{\"dark\": {\"background\": 0}}",
  ])
  func oddConfigsNeverCrash(text: String) throws {
    let fixture = try LintFixture()
    try fixture.write(text, to: "themepack.json")
    let report = fixture.lint()
    #expect(report.failed)
    for finding in report.findings {
      #expect(!finding.message.contains("DecodingError"))
      #expect(!finding.message.contains("Swift."))
      #expect(finding.message.first?.isUppercase != true)
      #expect(!finding.message.hasSuffix("."))
    }
  }

  @Test(arguments: [
    "", "{\"version\": null, \"color\": null}",
    "{\"version\": \"1.0.0\", \"color\": \"#CC3333\", \"colors\": {\"a b\": \"#000000\"}}",
    "{\"version\": \"1.0.0-\", \"color\": \"\"}",
    "{\"version\": \"1.0.0\", \"color\": \"#CC3333\", \"darkColor\": 7}",
  ])
  func oddThemeFilesNeverCrash(text: String) throws {
    let fixture = try LintFixture()
    try fixture.write(text, to: "Themes/a/theme.json")
    let report = fixture.lint()
    #expect(report.failed)
    #expect(report.findings.allSatisfy { $0.file.hasSuffix("Themes/a/theme.json") })
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }
}
