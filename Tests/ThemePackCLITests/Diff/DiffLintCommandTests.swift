import Foundation
import Testing

/// `themepack diff` when the new side does not lint (issue 47): the report is still written,
/// with the errors and the failing pair red, and the run exits 1 in one line naming the report.
@Suite("themepack diff of a change that breaks contrast, end to end")
struct DiffLintCommandTests {
  /// Blue made light: white text on it (`onColor`, 4.5 needed) no longer meets its contrast.
  static let paleBlue = "#7FB2E5"

  @Test func aChangeThatBreaksAContrastPairGivesAReportWithThePairRed() throws {
    let fixture = try DiffFixture("themepack-diff-contrast")
    // Only blue's colour changes (the fixture's other edits are undone by a fresh copy).
    try FileManager.default.removeItem(atPath: fixture.new)
    try SampleCopy.copy(to: fixture.new)
    try SampleCopy.editJSON(fixture.new + "/Themes/blue/theme.json") { $0["color"] = Self.paleBlue }
    let markdownFile = fixture.sample.folder.path("summary.md")
    let result = try ThemePackBinary.run([
      "diff", fixture.old, fixture.new, "--output", fixture.output, "--markdown", markdownFile,
    ])
    #expect(result.status == 1, "\(result.standardError)")
    let page = fixture.output + "/diff/index.html"
    let lines = result.standardError.split(separator: "\n").map(String.init)
    // The lint's own lines name the pair; the last line says the report shows them.
    let lint = lines.filter { $0.contains(": error: [") }
    #expect(lint.contains { $0.contains("[contrast-pair]") }, "\(result.standardError)")
    let count = "\(lint.count) error\(lint.count == 1 ? "" : "s")"
    #expect(lines.filter { $0.hasPrefix("error: ") }.count == 1, "\(result.standardError)")
    #expect(
      lines.last == "error: the new project '\(fixture.new)' does not lint (\(count)): '\(page)' shows "
        + (lint.count == 1 ? "it" : "them"), "\(result.standardError)")
    #expect(result.standardOutput.contains("lint errors of the new project ("))
    #expect(result.standardOutput.hasSuffix("wrote \(page)\n"))

    let data = try Data(contentsOf: URL(fileURLWithPath: fixture.output + "/diff/diff.json"))
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let recorded = try #require(report["newLintErrors"] as? [[String: Any]])
    #expect(recorded.count == lint.count)
    #expect(
      recorded.contains { $0["rule"] as? String == "contrast-pair" && $0["theme"] as? String == "blue" })
    let themes = try #require(report["themes"] as? [[String: Any]])
    let blue = try #require(themes.first { $0["name"] as? String == "blue" })
    let colors = try #require(blue["colors"] as? [[String: Any]])
    let pair = try #require(
      colors.first { $0["color"] as? String == "onColor" && $0["appearance"] as? String == "light" })
    #expect(pair["oldMeets"] as? Bool == true && pair["newMeets"] as? Bool == false)
    let before = try #require(pair["oldContrast"] as? Double)
    let after = try #require(pair["newContrast"] as? Double)
    #expect(before >= 4.5 && after < 4.5)

    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("<section class=\"lint\" data-side=\"new\" role=\"alert\">"))
    let row = try #require(
      html.range(of: "<tr class=\"bad\" data-color=\"onColor\" data-appearance=\"light\">"))
    let rowText = html[row.lowerBound...].prefix { $0 != "\n" }
    for ratio in [before, after] {
      // As the page writes a ratio: two decimals, trailing zeros dropped.
      var text = String(format: "%.2f", ratio)
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      #expect(rowText.contains(">\(text):1<"), "\(rowText)")
    }
    #expect(html.contains("data-column=\"contrast\">"))

    let markdown = try String(contentsOfFile: markdownFile, encoding: .utf8)
    let failures = try #require(
      markdown.range(of: "### Contrast failures\n\n- `blue`: `onColor` on `color` (light): "))
    let table = try #require(markdown.range(of: "| theme | change |"))
    #expect(failures.lowerBound < table.lowerBound)
    #expect(markdown.contains("> [!CAUTION]\n> The new project does not lint ("))
  }
}
