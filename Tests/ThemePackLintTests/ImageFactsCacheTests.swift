import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackLint
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

@Suite("Lint image facts cache: unchanged images are not decoded again, changed ones are")
struct ImageFactsCacheTests {
  @Test func anEntryRoundTripsThroughJSON() throws {
    var metadata = PNGMetadata()
    metadata.chunks = ["IHDR", "iCCP", "pHYs", "IDAT", "IEND"]
    metadata.srgbIntent = 0
    metadata.gamma = 45455
    metadata.iccProfileName = "Photoshop ICC profile"
    metadata.iccProfileBytes = 2_576
    metadata.cicp = [1, 13, 0, 1]
    metadata.physicalPixels = PNGMetadata.PhysicalPixels(x: 2835, y: 2835, perMetre: true)
    metadata.isCrushed = true
    let facts = ImageFacts(
      width: 1125, height: 2436, metadata: metadata, iccDescription: "sRGB IEC61966-2.1",
      dominantColor: ThemeRGBA(red: 1, green: 2, blue: 3, alpha: 255))
    let entry = ImageFactsCache.Entry(
      identity: [1, 2, 3, 4, 5, 6, 7], hasDominantColor: true, facts: facts)
    #expect(ImageFactsCache.entries(in: ImageFactsCache.bytes(of: ["a.png": entry])) == ["a.png": entry])
    let bare = ImageFactsCache.Entry(
      identity: [1, 2, 3, 4, 5, 6, 7], hasDominantColor: false,
      facts: ImageFacts(width: 1, height: 1, metadata: PNGMetadata(), iccDescription: nil, dominantColor: nil)
    )
    #expect(ImageFactsCache.entries(in: ImageFactsCache.bytes(of: ["a.png": bare])) == ["a.png": bare])
  }

  @Test func theReportIsTheSameWithTheCacheAndAChangedImageIsInspectedAgain() throws {
    let fixture = try LintFixture()
    let cacheFile = fixture.folder.path("cache/image-facts.json")
    let options = LintOptions(parallel: false, imageFactsCachePath: cacheFile)
    let plain = fixture.lint()
    let first = Linter.lint(assetsPath: fixture.assets, options: options)
    let second = Linter.lint(assetsPath: fixture.assets, options: options)
    #expect(first.findings == plain.findings)
    #expect(second.findings == plain.findings)
    let stored = ImageFactsCache(path: cacheFile).load()
    #expect(stored.keys.sorted() == [fixture.path("Base/icon@3x.png")])

    // Same size, new bytes, written in place: the cached facts no longer apply.
    let master = fixture.path("Base/icon@3x.png")
    let size = try FileReader.bytes(at: master).count
    let handle = try #require(FileHandle(forWritingAtPath: master))
    try handle.write(contentsOf: Data(repeating: 0x2A, count: size))
    try handle.close()
    let broken = Linter.lint(assetsPath: fixture.assets, options: options)
    #expect(broken.errorCount > 0)
    #expect(broken.findings == fixture.lint().findings)
    #expect(ImageFactsCache(path: cacheFile).load().isEmpty)
  }
}
