import Foundation
import Testing

@Suite("themepack preview, end to end")
struct PreviewCommandTests {
  @Test func previewWritesThePageAndSheetsAndTouchesNothingElse() throws {
    let project = try BuildCommandTests.SampleProject()
    let assetsBefore = try project.tree("Assets")
    let result = try ThemePackBinary.run([
      "preview", "--assets", project.assets, "--output", project.output, "--try-color", "#FF8800",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("previewed 7 themes"))
    #expect(result.standardOutput.contains("try-FF8800"))

    let files = try project.tree("Output")
    let page = try #require(files["preview/index.html"])
    let html = String(decoding: page, as: UTF8.self)
    for theme in ["blue", "darkGray", "default", "silver", "sunFlower", "wisteria", "try-FF8800"] {
      #expect(files["preview/\(theme).png"] != nil, "contact sheet of \(theme)")
      #expect(html.contains(theme))
    }
    // Only preview/ is written; the project is untouched.
    #expect(files.keys.allSatisfy { $0.hasPrefix("preview/") })
    #expect(try project.tree("Assets") == assetsBefore)
  }

  /// The sample is what users copy: its own preview shows no failing contrast in any
  /// appearance (no red badge on a bar title, a colour pair or a finding) and its lint is clean.
  @Test func theSamplesPreviewHasNoFailingBadge() throws {
    let project = try BuildCommandTests.SampleProject()
    let result = try ThemePackBinary.run(["preview", "--assets", project.assets, "--output", project.output])
    #expect(result.status == 0, "\(result.standardError)")
    let html = String(
      decoding: try #require(FileManager.default.contents(atPath: project.output + "/preview/index.html")),
      as: UTF8.self)
    #expect(html.contains(#"class="badge pass""#), "the page judges contrast at all")
    let failing = html.components(separatedBy: #"class="badge error">"#).dropFirst().map { $0.prefix(40) }
    #expect(failing.isEmpty, "failing badges: \(failing)")
    let lint = try ThemePackBinary.run(["lint", "--assets", project.assets, "--strict"])
    #expect(lint.status == 0, "\(lint.standardOutput)")
  }

  @Test func invalidTryColourIsAUsageError() throws {
    let result = try ThemePackBinary.run(["preview", "--try-color", "orange"])
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: invalid value 'orange' for '--try-color'"))
  }
}
