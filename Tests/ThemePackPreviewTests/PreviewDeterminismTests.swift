import Foundation
import Testing
import ThemePackImaging
import ThemePackPreview
import ThemePackTestSupport
import ThemePackToolTestSupport

@Suite("Preview: same input, same bytes; written as a whole folder")
struct PreviewDeterminismTests {
  @Test func renderingTwiceGivesTheSameFiles() throws {
    let input = try PreviewFixture.input()
    let first = try PreviewRenderer.render(input)
    let second = try PreviewRenderer.render(input)
    #expect(first.files.keys.sorted() == second.files.keys.sorted())
    for (path, bytes) in first.files {
      #expect(second.files[path] == bytes, "\(path)")
    }
  }

  @Test func theOrderInWhichScalesWereAddedDoesNotMatter() throws {
    let input = try PreviewFixture.input()
    var reordered = input
    for themeIndex in reordered.themes.indices {
      for assetIndex in reordered.themes[themeIndex].assets.indices {
        let asset = reordered.themes[themeIndex].assets[assetIndex]
        var images: [Int: PreviewImages] = [:]
        for scale in asset.images.keys.sorted(by: >) { images[scale] = asset.images[scale] }
        var insets: [Int: SlicePixelInsets] = [:]
        for scale in (asset.slice?.pixelInsets.keys.sorted(by: >) ?? []) {
          insets[scale] = asset.slice?.pixelInsets[scale]
        }
        reordered.themes[themeIndex].assets[assetIndex].images = images
        if asset.slice != nil { reordered.themes[themeIndex].assets[assetIndex].slice?.pixelInsets = insets }
      }
    }
    #expect(try PreviewRenderer.render(reordered) == PreviewRenderer.render(input))
  }

  @Test func writingReplacesTheWholeFolder() throws {
    let folder = try TemporaryFolder("themepack-preview")
    let path = folder.path("preview")
    try PreviewOutput(files: ["index.html": Array("old".utf8), "stale.png": [1, 2, 3]])
      .write(toFolder: path)
    let output = PreviewOutput(files: ["index.html": Array("new".utf8), "images/a/b.png": [4]])
    try output.write(toFolder: path)
    let listed = FileManager.default.enumerator(atPath: path)!.compactMap { $0 as? String }
      .filter { !$0.hasSuffix("images") && !$0.hasSuffix("/a") && $0 != "images/a" }
    #expect(listed.sorted() == ["images/a/b.png", "index.html"])
    #expect(try String(contentsOfFile: path + "/index.html", encoding: .utf8) == "new")
    let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(siblings == ["preview"])
  }
}
