import Foundation
import Testing
import ThemePackSupport
import ThemePackTestSupport

/// `themepack build --dry-run`: what would be rebuilt and why, with nothing written.
@Suite("themepack build --dry-run, end to end")
struct BuildDryRunTests {
  typealias SampleProject = BuildCommandTests.SampleProject

  @Test func aFirstDryRunListsEveryAssetAndWritesNothing() throws {
    let project = try SampleProject()
    let result = try project.build(["--dry-run"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("blue: install (not built before): 9 to render\n"))
    #expect(result.standardOutput.contains("  render aboutBtnBG: not built before\n"))
    #expect(result.standardOutput.hasSuffix("would install 6 of 6 themes; nothing was written\n"))
    #expect(!FileManager.default.fileExists(atPath: project.output))
  }

  @Test func afterAColourChangeOnlyThatThemeIsListedWithTheReason() throws {
    let project = try SampleProject()
    #expect(try project.build().status == 0)
    let before = try project.tree("Output")
    let themeFile = project.assets + "/Themes/blue/theme.json"
    let text = try String(contentsOfFile: themeFile, encoding: .utf8)
    try text.replacingOccurrences(of: "34,107,170", with: "34,107,171").write(
      toFile: themeFile, atomically: true, encoding: .utf8)
    let result = try project.build(["--dry-run"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "blue: install (changed since the last build): 7 to render, 2 from cache")
    #expect(lines.contains("  render aboutBtnBG: colour changed"))
    #expect(lines.contains("darkGray: up to date"))
    #expect(lines.last == "would install 1 of 6 themes; nothing was written")
    #expect(try project.tree("Output") == before)

    let json = try project.build(["--dry-run", "--json"])
    let plan = try JSONDocument.parseValue(Array(json.standardOutput.utf8))
    let blue = try #require(plan["themes"]?.arrayValue?.first)
    #expect(blue["upToDate"]?.boolValue == false)
    #expect(blue["assets"]?.arrayValue?.first?["reason"]?.stringValue == "colour changed")
  }

  @Test func aDryRunOfAProjectWithLintErrorsFailsLikeABuild() throws {
    let project = try SampleProject()
    try FileManager.default.removeItem(atPath: project.assets + "/Base/logo@3x.png")
    let result = try project.build(["--dry-run"])
    #expect(result.status == 1)
    #expect(result.standardError.contains("[missing-asset]"))
  }
}
