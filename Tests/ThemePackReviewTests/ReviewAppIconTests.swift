import Foundation
import Testing
import ThemePackImaging
import ThemePackReview
import ThemePackTestSupport
import ThemePackToolTestSupport

/// The app icon in `diff` (issue 48 part 4): two small projects built for real, the new one
/// with its glyph redrawn and theme `b`'s icon renamed; the report names what changed and
/// shows every look before and after, in each format and in the summary grid.
@Suite("Review: app icons that changed")
struct ReviewAppIconTests {
  /// A white square (the middle half) on a template-tinted SVG, at `inset` pixels of 64.
  static func glyph(inset: Int) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
      <rect x="\(inset)" y="\(inset)" width="\(64 - 2 * inset)" height="\(64 - 2 * inset)" fill="#FFF"/>
    </svg>

    """
  }

  /// A project with an icon for every theme; `b` names its icon `bName`.
  static func project(inset: Int, bName: String) throws -> LintFixture {
    let project = try LintFixture()
    try project.write(
      """
      {
        "packageName": "test.themes",
        "assets": { "icon": { "source": "master", "tint": "template" } },
        "appIcon": { "master": "Icons/Glyph.svg", "tint": "template", "background": "#FFFFFF" }
      }
      """, to: "themepack.json")
    try project.write(glyph(inset: inset), to: "Icons/Glyph.svg")
    try project.writeTheme("b", color: "#3366CC", extra: #", "appIcon": {"name": "\#(bName)"}"#)
    return project
  }

  @Test func aRedrawnAndARenamedIconShowOldAndNewLooks() throws {
    let old = try Self.project(inset: 16, bName: "Bee")
    let new = try Self.project(inset: 8, bName: "Wasp")
    let output = try TemporaryFolder("themepack-diff-icons")
    let result = try ProjectDiff.run(
      DiffOptions(oldPath: old.assets, newPath: new.assets, outputPath: output.path("Output"), jobs: 2))
    let report = result.report
    for name in ["a", "b"] {
      let theme = try #require(report.themes.first { $0.name == name })
      #expect(theme.status == .changed && theme.changedWithoutVersionBump)
      let icon = try #require(theme.appIcon, "\(name)")
      #expect(icon.status == .changed)
      #expect(icon.changedLooks == ["any", "dark", "tinted"])
      #expect(icon.looks.map(\.look) == ["default", "dark", "clear", "tinted"])
      for look in icon.looks {
        let before = try #require(look.before)
        let after = try #require(look.after)
        let oldImage = try PNGDecoder.decodeFile(atPath: result.folder + "/" + before).image
        let newImage = try PNGDecoder.decodeFile(atPath: result.folder + "/" + after).image
        #expect(oldImage.width == 120 && oldImage != newImage, "\(name) \(look.look)")
        #expect(result.files.contains(before) && result.files.contains(after))
      }
    }
    let b = try #require(report.themes.first { $0.name == "b" }?.appIcon)
    #expect(b.oldName == "Bee" && b.newName == "Wasp")
    #expect(b.text.contains("renamed 'Bee' → 'Wasp'"))

    let lines = DiffReportFormat.lines(report)
    #expect(lines.contains("  app icon 'AppIcon-a': changed (any, dark, tinted looks differ)"))
    #expect(DiffReportFormat.markdown(report, page: "diff/index.html").contains("app icon 'Wasp': changed"))
    let json = try String(contentsOfFile: result.folder + "/diff.json", encoding: .utf8)
    let decoded = try JSONDecoder().decode(DiffReport.self, from: Data(json.utf8))
    #expect(decoded == report)
    #expect(json.contains("\"appIcon\"") && json.contains("\"changedLooks\""))
    #expect(report.formatVersion == 2)
    let html = try String(contentsOfFile: result.folder + "/index.html", encoding: .utf8)
    #expect(html.components(separatedBy: "class=\"icon-look\"").count - 1 == 8)
    #expect(
      html.components(separatedBy: "class=\"icon-thumb\"").count - 1 == 4, "the grid: a and b, old and new")
    for path in HTMLScan.attributeValues("src", in: html) {
      #expect(FileManager.default.fileExists(atPath: result.folder + "/" + path), "\(path)")
    }
  }

  @Test func theSameIconOnBothSidesIsNotReported() throws {
    let old = try Self.project(inset: 16, bName: "Bee")
    let new = try Self.project(inset: 16, bName: "Bee")
    try new.writeTheme("a", color: "#CC3344")
    let output = try TemporaryFolder("themepack-diff-icons")
    let result = try ProjectDiff.run(
      DiffOptions(oldPath: old.assets, newPath: new.assets, outputPath: output.path("Output"), jobs: 2))
    let b = try #require(result.report.themes.first { $0.name == "b" })
    #expect(b.status == .unchanged && b.appIcon == nil)
    // a's colour changed: its icon, tinted with it, was drawn differently.
    let a = try #require(result.report.themes.first { $0.name == "a" })
    #expect(a.appIcon?.changedLooks.contains("any") == true)
  }

  @Test func anIconAddedOnTheNewSideHasNoBefore() throws {
    let old = try LintFixture()
    let new = try Self.project(inset: 16, bName: "Bee")
    let output = try TemporaryFolder("themepack-diff-icons")
    let result = try ProjectDiff.run(
      DiffOptions(oldPath: old.assets, newPath: new.assets, outputPath: output.path("Output"), jobs: 2))
    let icon = try #require(result.report.themes.first { $0.name == "b" }?.appIcon)
    #expect(icon.status == .added && icon.oldName == nil && icon.newName == "Bee")
    #expect(icon.looks.allSatisfy { $0.before == nil && $0.after != nil })
  }
}
