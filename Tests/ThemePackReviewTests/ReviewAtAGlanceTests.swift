import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackReview
import ThemePackTestSupport

/// One colour change plus one drawing edit (issue 47): the re-tints the colour explains are one
/// row, the edit comes first, zoomed to its changed area with the area outlined.
@Suite("Review: a colour change and an icon edit, at a glance")
struct ReviewAtAGlanceTests {
  /// The corner of busIcon's master that the edit paints over (in its 72×72 pixels).
  static let corner = PixelRect(x: 2, y: 2, width: 4, height: 4)

  /// The sample twice; in `new`, blue's colour is `SampleEdits.blue` and a 4×4 block in a
  /// corner of busIcon's master is painted opaque.
  static func sample(_ label: String) throws -> SampleEdits {
    let sample = try SampleEdits(label, edits: false)
    try SampleEdits.editJSON(sample.new + "/Themes/blue/theme.json") { $0["color"] = SampleEdits.blue }
    let path = sample.new + "/Base/busIcon@3x.png"
    var image = try PNGDecoder.decodeFile(atPath: path).image
    for y in corner.y..<(corner.y + corner.height) {
      for x in corner.x..<(corner.x + corner.width) {
        image[x, y] = ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 255)
      }
    }
    try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: path))
    return sample
  }

  @Test func theReTintsAreOneRowAndTheIconEditComesFirstZoomed() throws {
    let sample = try Self.sample("themepack-diff-glance")
    let result = try ProjectDiff.run(
      DiffOptions(oldPath: sample.old, newPath: sample.new, outputPath: sample.output, jobs: 2))
    let report = result.report
    #expect(report.newLintErrors.isEmpty && report.oldLintErrors.isEmpty && !result.newSideFails)
    for theme in report.differing {
      // Every theme's busIcon is a drawing edit (its master changed), and only busIcon.
      #expect(!theme.edits.isEmpty && theme.edits.allSatisfy { $0.asset == "busIcon" }, "\(theme.name)")
      // At 3x the zoom is the painted corner: blue's colour changed too, so all of blue's
      // icon differs, but its drawing (the alpha) changed only there.
      for edit in theme.edits where edit.scale == 3 && !edit.appearance.isHighContrast {
        #expect(edit.editBounds == Self.corner, "\(theme.name) \(edit.file)")
        #expect((edit.drawingBounds != nil) == (theme.name == "blue"), "\(theme.name) \(edit.file)")
      }
    }
    let blue = try #require(report.themes.first { $0.name == "blue" })
    let groups = blue.recolorGroups
    try #require(groups.count == 1)
    let group = groups[0]
    #expect(group.recolor.color == "color")
    #expect(group.recolor.oldLight == "#226BAA" && group.recolor.newLight == SampleEdits.blue)
    let reTinted = blue.images.filter { $0.status == .changed && $0.asset != "busIcon" }
    #expect(!reTinted.isEmpty && group.images == reTinted)
    let title = group.title(theme: "blue")
    #expect(title.hasPrefix("blue's colour #226BAA → \(SampleEdits.blue), dark "), "\(title)")
    #expect(title.hasSuffix(" re-tinted \(reTinted.count) images, as expected"), "\(title)")
    // The other themes' colours did not change: nothing of theirs is re-tinted.
    for theme in report.differing where theme.name != "blue" {
      #expect(theme.recolorGroups.isEmpty, "\(theme.name)")
    }

    let html = try String(contentsOfFile: result.folder + "/index.html", encoding: .utf8)
    let section = try #require(html.range(of: "<section class=\"theme\" id=\"theme-blue\""))
    let rest = html[section.lowerBound...]
    let edit = try #require(rest.range(of: "<article class=\"image edit\" data-asset=\"busIcon\""))
    let row = try #require(
      rest.range(of: "<div class=\"recolor\" data-color=\"color\" data-count=\"\(reTinted.count)\""))
    #expect(edit.lowerBound < row.lowerBound)
    #expect(rest.contains("<figure class=\"zoom after\""))
    #expect(rest.contains("<span class=\"area\" style=\"left:"))
    #expect(html.contains("<table class=\"grid\">") && html.contains("<a href=\"#theme-blue\">blue</a>"))
    // The re-tinted files are thumbnails in the row, not articles of their own.
    #expect(!rest.contains("<article class=\"image edit\" data-asset=\"searchBtn\""))

    let lines = DiffReportFormat.lines(report)
    #expect(lines.contains("  " + group.title(theme: "blue")))
    #expect(!lines.contains { $0.hasPrefix("  searchBtn@3x.png") })
    let markdown = DiffReportFormat.markdown(report, page: "p")
    let edits = try #require(markdown.range(of: "### Drawing edits\n\n- `blue`: `busIcon`, "))
    let table = try #require(markdown.range(of: "| theme | change |"))
    #expect(edits.lowerBound < table.lowerBound)
  }

  struct LensCase: Sendable, CustomTestStringConvertible {
    var bounds: PixelRect
    var width: Int
    var height: Int
    var area: PixelRect
    var factor: Double
    var testDescription: String { "\(bounds.reportText) in \(width)×\(height)" }
  }

  /// A small change is drawn large whatever the image's size; the lens stays inside it.
  @Test(arguments: [
    LensCase(
      bounds: PixelRect(x: 2, y: 2, width: 4, height: 4), width: 72, height: 72,
      area: PixelRect(x: 0, y: 0, width: 8, height: 8), factor: 24),
    LensCase(
      bounds: PixelRect(x: 500, y: 300, width: 3, height: 3), width: 1000, height: 800,
      area: PixelRect(x: 498, y: 298, width: 7, height: 7), factor: 27),
    LensCase(
      bounds: PixelRect(x: 0, y: 0, width: 72, height: 72), width: 72, height: 72,
      area: PixelRect(x: 0, y: 0, width: 72, height: 72), factor: 2),
    LensCase(
      bounds: PixelRect(x: 0, y: 0, width: 1000, height: 10), width: 1000, height: 10,
      area: PixelRect(x: 0, y: 0, width: 1000, height: 10), factor: 0.32),
  ])
  func theLensFitsTheChangedArea(_ lens: LensCase) {
    let made = DiffZoom.lens(bounds: lens.bounds, width: lens.width, height: lens.height)
    #expect(made.area == lens.area)
    #expect(made.factor == lens.factor)
  }
}
