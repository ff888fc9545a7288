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

  @Test func invalidTryColourIsAUsageError() throws {
    let result = try ThemePackBinary.run(["preview", "--try-color", "orange"])
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: invalid value 'orange' for '--try-color'"))
  }
}
