import Foundation
import Testing
import ThemePackReview
import ThemePackTestSupport
import ThemePackToolTestSupport

@Suite("Review: the sample against an edited copy")
struct ProjectDiffSampleTests {
  static let sharedThemes = ["blue", "darkGray", "default", "silver", "sunFlower", "wisteria"]

  @Test func namesEveryEditAndFlagsBlueWithoutAVersionBump() throws {
    let sample = try SampleEdits("themepack-diff-sample")
    let result = try ProjectDiff.run(
      DiffOptions(oldPath: sample.old, newPath: sample.new, outputPath: sample.output))
    let report = result.report
    let themes = Dictionary(uniqueKeysWithValues: report.themes.map { ($0.name, $0) })
    #expect(report.themes.map(\.name) == (Self.sharedThemes + ["coral"]).sorted())

    let coral = try #require(themes["coral"])
    #expect(coral.status == .added && coral.oldVersion == nil && coral.newVersion == "1.1.0")
    #expect(!coral.changedWithoutVersionBump)
    #expect(coral.images.allSatisfy { $0.status == .added } && !coral.images.isEmpty)

    let blue = try #require(themes["blue"])
    #expect(blue.status == .changed && blue.changedWithoutVersionBump)
    let light = try #require(blue.colors.first { $0.color == "color" && $0.appearance == .light })
    #expect(light.old == "#226BAA" && light.new == SampleEdits.blue && light.status == .changed)
    // White text on the new blue: its contrast is reported before and after, and still met.
    let onColor = try #require(blue.colors.first { $0.color == "onColor" && $0.appearance == .light })
    #expect(onColor.surface == "color" && onColor.oldContrast != onColor.newContrast)
    #expect(onColor.oldMeets == true && onColor.newMeets == true)

    for name in Self.sharedThemes {
      let theme = try #require(themes[name])
      #expect(theme.status == .changed, "\(name)")
      #expect(theme.assets(wholly: .removed) == ["logo"], "\(name)")
      let bus = theme.images.filter { $0.asset == "busIcon" }
      #expect(Set(bus.map(\.scale)) == [1, 2, 3], "\(name)")
      #expect(bus.contains { $0.appearance == .light } && bus.contains { $0.appearance == .dark }, "\(name)")
      for image in bus {
        #expect(image.status == .changed && image.changedPixels > 0 && image.bounds != nil, "\(image.file)")
        #expect(image.before != nil && image.after != nil && image.difference != nil)
      }
      #expect(theme.fonts.isEmpty && theme.components.isEmpty, "\(name)")
      #expect(theme.oldBytes != nil && theme.newBytes != nil)
      if name != "blue" { #expect(theme.colors.isEmpty, "\(name)") }
    }
    #expect(report.withoutVersionBump.map(\.name) == Self.sharedThemes)

    // The page shows busIcon before, after and as a difference in every theme, from files
    // inside the report folder.
    let html = try String(contentsOfFile: result.folder + "/index.html", encoding: .utf8)
    for name in Self.sharedThemes {
      for kind in ["before", "after", "difference"] {
        let path = "images/\(name)/\(kind)/busIcon@3x.png"
        #expect(html.contains("src=\"\(path)\""), "\(path)")
      }
    }
    let sources = HTMLScan.attributeValues("src", in: html)
    #expect(!sources.isEmpty)
    for source in sources {
      #expect(FileManager.default.fileExists(atPath: result.folder + "/" + source), "\(source)")
    }
    #expect(!html.contains("<script") && !html.contains("http://") && !html.contains("https://"))

    let lines = DiffReportFormat.lines(report)
    #expect(
      lines.contains(
        "theme coral: added (version 1.1.0, \(coral.fileCount) image files, – → \(coral.newBytes!) bytes)"))
    #expect(lines.contains { $0.hasPrefix("theme blue: changed without a version bump (version 1.1.0)") })
    #expect(lines.contains("  colour 'color' light: #226BAA → \(SampleEdits.blue)"))
    #expect(lines.contains("  asset 'logo': removed (6 files)"))
    #expect(lines.contains { $0.hasPrefix("  busIcon@3x.png (light): changed, ") })

    let markdown = DiffReportFormat.markdown(report, page: "Output/diff/index.html")
    #expect(markdown.contains("| theme | change | version |"))
    #expect(markdown.contains("| blue | changed, **no version bump** | 1.1.0 |"))
    #expect(markdown.contains("| coral | added | 1.1.0 |"))
  }

  /// A second diff of the same projects renders nothing (both sides are up to date in their
  /// folders) and writes the same bytes; a diff that fails (a missing project) leaves the
  /// report as it was.
  @Test func aSecondDiffIsTheSameAndAFailedOneLeavesTheReport() throws {
    let sample = try SampleEdits("themepack-diff-again")
    let options = DiffOptions(oldPath: sample.old, newPath: sample.new, outputPath: sample.output, jobs: 2)
    let first = try ProjectDiff.run(options)
    let page = try Data(contentsOf: URL(fileURLWithPath: first.folder + "/index.html"))
    let json = try Data(contentsOf: URL(fileURLWithPath: first.folder + "/diff.json"))
    let second = try ProjectDiff.run(options)
    #expect(second.report == first.report)
    #expect(second.files == first.files)
    #expect(try Data(contentsOf: URL(fileURLWithPath: second.folder + "/index.html")) == page)
    #expect(try Data(contentsOf: URL(fileURLWithPath: second.folder + "/diff.json")) == json)
    #expect(Array(json) == DiffReportFormat.json(first.report))
    // Each side's lint keeps its own image facts, so neither evicts the other's.
    for side in ["old", "new"] {
      let facts = sample.output + "/\(ProjectDiff.workFolderName)/\(side)-image-facts.json"
      #expect(FileManager.default.fileExists(atPath: facts), "\(facts)")
    }

    var missing = options
    missing.oldPath = sample.old + "-missing"
    #expect(throws: DiffError.self) { try ProjectDiff.run(missing) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: first.folder + "/index.html")) == page)
  }

  /// A new side that cannot even be built for its lint errors still gets a report: its
  /// errors, no theme compared, and the run says the new side fails.
  @Test func aNewSideThatCannotBeBuiltIsReportedWithItsErrors() throws {
    let sample = try SampleEdits("themepack-diff-unbuilt")
    try "{ not json".write(toFile: sample.new + "/Themes/blue/theme.json", atomically: true, encoding: .utf8)
    let result = try ProjectDiff.run(
      DiffOptions(oldPath: sample.old, newPath: sample.new, outputPath: sample.output, jobs: 2))
    #expect(result.newSideFails)
    #expect(result.report.unbuilt == [sample.new] && result.report.themes.isEmpty)
    let error = try #require(result.report.newLintErrors.first)
    #expect(error.file == "Themes/blue/theme.json" && error.rule == "json-syntax")
    let html = try String(contentsOfFile: result.folder + "/index.html", encoding: .utf8)
    #expect(html.contains("<section class=\"lint\" data-side=\"new\" role=\"alert\">"))
    #expect(html.contains("could not be built"))
    #expect(
      DiffReportFormat.markdown(result.report, page: "p").contains(
        "> [!CAUTION]\n> The new project does not lint (1 error)"))
  }

  @Test func aProjectAgainstItselfHasNoChanges() throws {
    let sample = try SampleEdits("themepack-diff-same")
    let result = try ProjectDiff.run(
      DiffOptions(oldPath: sample.old, newPath: sample.old, outputPath: sample.output))
    #expect(result.report.differing.isEmpty)
    #expect(result.report.themes.allSatisfy { $0.status == .unchanged && !$0.changedWithoutVersionBump })
    #expect(DiffReportFormat.markdown(result.report, page: "p").contains("No theme changed."))
  }

  /// An untinted vector master is kept as a vector where a layout can (an asset catalog),
  /// while the runtime folders the diff compares ship its PNG drawings: a redrawn master
  /// changes them, and the diff says so.
  @Test func aRedrawnUntintedVectorMasterIsAChange() throws {
    let sample = try SampleEdits("themepack-diff-vector")
    for side in [sample.old, sample.new] {
      try FileManager.default.removeItem(atPath: side)
      try FileManager.default.copyItem(
        at: Golden.repositoryRoot.appendingPathComponent("Assets"), to: URL(fileURLWithPath: side))
      try SampleEdits.editJSON(side + "/themepack.json") { config in
        var assets = config["assets"] as! [String: Any]
        assets["mapPin"] = ["source": "master", "tint": "none", "dark": "same"]
        config["assets"] = assets
      }
    }
    let master = sample.new + "/Base/mapPin.svg"
    let drawing = try String(contentsOfFile: master, encoding: .utf8)
    try drawing.replacingOccurrences(of: "M 12 12.6 C 10.2", with: "M 12 13.6 C 10.2")
      .write(toFile: master, atomically: true, encoding: .utf8)
    let result = try ProjectDiff.run(
      DiffOptions(oldPath: sample.old, newPath: sample.new, outputPath: sample.output))
    for theme in result.report.themes {
      #expect(theme.images.contains { $0.asset == "mapPin" && $0.status == .changed }, "\(theme.name)")
    }
  }
}
