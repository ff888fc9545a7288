import Foundation
import Testing
import ThemePackPreview
import ThemePackTestSupport
import ThemePackToolTestSupport

@Suite("Preview: the sample project, written to disk")
struct PreviewSampleTests {
  /// Writes the sample preview to a temporary folder and checks that every file the page
  /// refers to is there. With `THEMEPACK_PREVIEW_SAMPLE=<folder>` set, the preview is written
  /// to that folder instead and kept, so `Tests/PreviewCheck/check.py` can open it in a browser.
  @Test func writesASelfContainedFolder() throws {
    let output = try PreviewRenderer.render(PreviewFixture.input())
    let temporary = try TemporaryFolder("themepack-preview")
    let folder =
      ProcessInfo.processInfo.environment["THEMEPACK_PREVIEW_SAMPLE"] ?? temporary.path("preview")
    try output.write(toFolder: folder)
    let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    let sources = HTMLScan.attributeValues("src", in: html) + HTMLScan.attributeValues("href", in: html)
    let files = sources.filter { !$0.hasPrefix("#") }
    #expect(!files.isEmpty)
    for file in files {
      #expect(FileManager.default.fileExists(atPath: folder + "/" + file), "\(file)")
    }
    for theme in PreviewFixture.themes {
      #expect(FileManager.default.fileExists(atPath: folder + "/\(theme.name).png"))
    }
  }
}
