import Foundation
import Testing
import ThemePackLint
import ThemePackProject

@Suite("FindingFormatter: text, JSON and GitHub annotations")
struct FindingFormatterTests {
  static let inFile = Finding(
    ruleID: "unknown-key", severity: .warning, file: "Assets/themepack.json", line: 3, column: 7,
    message: "unknown key 'tnit' in asset 'icon' is ignored: did you mean 'tint'")
  static let inTheme = Finding(
    ruleID: "missing-asset", severity: .error, file: "Assets/Themes/dark,Gray", theme: "dark,Gray",
    message: "theme 'dark,Gray' lacks required asset 'flag': add 'flag@3x.png'\n100% sure")

  @Test func textLines() {
    #expect(
      FindingFormatter.format([Self.inFile, Self.inTheme], as: .text)
        == """
        Assets/themepack.json:3:7: warning: [unknown-key] unknown key 'tnit' in asset 'icon' is ignored: \
        did you mean 'tint'
        Assets/Themes/dark,Gray: error: [missing-asset] theme 'dark,Gray' lacks required asset 'flag': \
        add 'flag@3x.png'\\n100% sure

        """)
    #expect(FindingFormatter.format([], as: .text) == "")
  }

  @Test func jsonArrayParsesBack() throws {
    let text = FindingFormatter.format([Self.inFile, Self.inTheme], as: .json)
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
    let objects = try #require(parsed)
    #expect(objects.count == 2)
    #expect(objects[0]["rule"] as? String == "unknown-key")
    #expect(objects[0]["severity"] as? String == "warning")
    #expect(objects[0]["file"] as? String == "Assets/themepack.json")
    #expect(objects[0]["line"] as? Int == 3)
    #expect(objects[0]["column"] as? Int == 7)
    #expect(objects[0]["theme"] == nil)
    #expect(objects[1]["theme"] as? String == "dark,Gray")
    #expect(objects[1]["line"] == nil)
    #expect(objects[1]["message"] as? String == Self.inTheme.message)
    #expect(FindingFormatter.format([], as: .json) == "[]\n")
  }

  @Test func githubAnnotationsAreEscaped() {
    #expect(
      FindingFormatter.format([Self.inFile, Self.inTheme], as: .github)
        == "::warning file=Assets/themepack.json,line=3,col=7,title=unknown-key::"
        + "unknown key 'tnit' in asset 'icon' is ignored: did you mean 'tint'\n"
        + "::error file=Assets/Themes/dark%2CGray,title=missing-asset (dark%2CGray)::"
        + "theme 'dark,Gray' lacks required asset 'flag': add 'flag@3x.png'%0A100%25 sure\n")
  }

  @Test func findingsSortByFileThenPosition() {
    let a = Finding(ruleID: "b", severity: .error, file: "x", line: 2, column: 1, message: "m")
    let b = Finding(ruleID: "a", severity: .error, file: "x", line: 10, column: 1, message: "m")
    let c = Finding(ruleID: "a", severity: .warning, file: "w", message: "m")
    #expect([b, a, c].sorted() == [c, a, b])
  }

  @Test func reportSummaryAndFailure() {
    let report = LintReport(findings: [Self.inFile], options: LintOptions(), themeCount: 1, imageCount: 2)
    #expect(report.summary == "0 errors, 1 warning in 1 theme (2 images)")
    #expect(!report.failed)
    #expect(
      LintReport(findings: [Self.inFile], options: LintOptions(strict: true), themeCount: 1, imageCount: 2)
        .failed)
    #expect(LintReport(findings: [Self.inTheme], options: LintOptions(), themeCount: 1, imageCount: 2).failed)
  }
}
