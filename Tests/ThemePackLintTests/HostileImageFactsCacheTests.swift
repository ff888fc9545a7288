import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackLint
import ThemePackSupport
import ThemePackTestSupport

/// A damaged or hostile image-facts cache file is an empty cache: never a crash, never
/// facts read from a file the strict parser or the types refuse.
@Suite("Lint image facts cache: hostile cache files are an empty cache")
struct HostileImageFactsCacheTests {
  /// A sound cache of one entry with every optional fact present.
  static let sound: String = {
    var metadata = PNGMetadata()
    metadata.chunks = ["IHDR", "iCCP", "pHYs", "IDAT", "IEND"]
    metadata.srgbIntent = 0
    metadata.gamma = 45455
    metadata.iccProfileName = "Photoshop ICC profile"
    metadata.iccProfileBytes = 2_576
    metadata.cicp = [1, 13, 0, 1]
    metadata.physicalPixels = PNGMetadata.PhysicalPixels(x: 2835, y: 2835, perMetre: true)
    let facts = ImageFacts(
      width: 1125, height: 2436, metadata: metadata, iccDescription: "sRGB IEC61966-2.1",
      dominantColor: ThemeRGBA(red: 1, green: 2, blue: 3, alpha: 255))
    let entry = ImageFactsCache.Entry(identity: [1, 2, 3, 4, 5, 6, 7], hasDominantColor: true, facts: facts)
    return String(decoding: ImageFactsCache.bytes(of: ["Base/a.png": entry]), as: UTF8.self)
  }()

  /// The sound cache with `part` replaced by `replacement` (the sound cache itself when
  /// `part` does not occur, which the table's test refuses).
  static func spoiled(_ part: String, _ replacement: String) -> String {
    sound.replacingOccurrences(of: part, with: replacement)
  }

  /// The sound cache's one entry, as JSON text.
  static let entryText: String = {
    guard let start = sound.range(of: "\"Base/a.png\":")?.upperBound,
      let end = sound.range(of: "},\"tool\"")?.lowerBound, start < end
    else { return "" }
    return String(sound[start..<end])
  }()

  static let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
  static let deeper = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)

  static let cases: [(id: String, text: String)] = [
    ("an empty file", ""),
    ("not JSON", "image facts"),
    ("a JSON array", "[]"),
    ("null", "null"),
    ("truncated in the middle", String(sound.prefix(sound.count / 2))),
    ("truncated by one byte", String(sound.dropLast())),
    ("a trailing comma", spoiled("[1,2,3,4,5,6,7]}", "[1,2,3,4,5,6,7],}")),
    ("a value no key asks for that is not JSON", spoiled("{\"format\":", "{\"x\":-,\"format\":")),
    // Wrong types.
    ("a width as a string", spoiled("\"width\":1125", "\"width\":\"1125\"")),
    ("a fractional width", spoiled("\"width\":1125", "\"width\":1125.5")),
    (
      "identity numbers as strings", spoiled("[1,2,3,4,5,6,7]", "[\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\"]")
    ),
    ("an identity of six numbers", spoiled("[1,2,3,4,5,6,7]", "[1,2,3,4,5,6]")),
    ("crushed as a number", spoiled("\"isCrushed\":false", "\"isCrushed\":0")),
    ("chunks as one string", spoiled("[\"IHDR\",\"iCCP\",\"pHYs\",\"IDAT\",\"IEND\"]", "\"IHDR\"")),
    ("a colour channel beyond 255", spoiled("\"red\":1", "\"red\":256")),
    ("a negative colour channel", spoiled("\"red\":1", "\"red\":-1")),
    ("facts as an array", spoiled("\"facts\":{", "\"facts\":[{")),
    ("a missing width", spoiled("\"width\":1125", "\"widht\":1125")),
    ("images as an array", spoiled("\"images\":{\"Base/a.png\":", "\"images\":[")),
    // Huge numbers.
    ("a width beyond Int", spoiled("\"width\":1125", "\"width\":99999999999999999999")),
    ("a width of 1e300", spoiled("\"width\":1125", "\"width\":1e300")),
    ("a number out of range", spoiled("\"width\":1125", "\"width\":1e400")),
    ("an identity beyond Int", spoiled("[1,2,3,4,5,6,7]", "[1,2,3,4,5,6,18446744073709551616]")),
    // Other formats and tools.
    // Format 3 (issue 12: facts of colour-managed decodes) replaced format 2, and format 4 (a
    // PDF's images in its facts) replaced format 3, and format 5 (cICP and 16-bit files
    // converted to sRGB) replaced format 4.
    ("format 1", spoiled("\"format\":5", "\"format\":1")),
    ("format 2, before colour management", spoiled("\"format\":5", "\"format\":2")),
    ("format 3, before a PDF's images", spoiled("\"format\":5", "\"format\":3")),
    ("format 4, before cICP conversion", spoiled("\"format\":5", "\"format\":4")),
    ("format 6", spoiled("\"format\":5", "\"format\":6")),
    ("the format as a string", spoiled("\"format\":5", "\"format\":\"5\"")),
    ("another tool", spoiled("\"tool\":\"\(ThemePackVersion.current)\"", "\"tool\":\"0.0.0-other\"")),
    (
      "a format 1 file",
      """
      {"format": 1, "images": {"Base/a.png": {"chunks": [], "crushed": false, "hasDominantColor": false, \
      "height": 1, "identity": [1, 2, 3, 4, 5, 6, 7], "width": 1}}, "tool": "\(ThemePackVersion.current)"}
      """
    ),
    // Duplicate keys, which Foundation's decoder alone would take the first of.
    ("a duplicate format", spoiled("{\"format\":5,", "{\"format\":5,\"format\":5,")),
    ("a duplicate width", spoiled("\"width\":1125", "\"width\":1125,\"width\":1")),
    ("a duplicate path", spoiled("{\"Base/a.png\":", "{\"Base/a.png\":\(entryText),\"Base/a.png\":")),
    // Deep nesting.
    ("nesting 300 deep", spoiled("\"iccDescription\":", "\"x\":\(deep),\"iccDescription\":")),
    ("nesting 100,000 deep", deeper),
    ("nesting 100,000 deep in a member", spoiled("{\"format\":", "{\"x\":\(deeper),\"format\":")),
  ]

  @Test func theSoundFileIsACacheOfOneEntry() {
    #expect(ImageFactsCache.entries(in: Array(Self.sound.utf8)).keys.sorted() == ["Base/a.png"])
    let twoPaths = Self.spoiled("{\"Base/a.png\":", "{\"Base/b.png\":\(Self.entryText),\"Base/a.png\":")
    #expect(ImageFactsCache.entries(in: Array(twoPaths.utf8)).keys.sorted() == ["Base/a.png", "Base/b.png"])
  }

  @Test(arguments: cases.map(\.id))
  func hostileFilesAreAnEmptyCache(id: String) throws {
    let text = try #require(Self.cases.first { $0.id == id }).text
    #expect(text != Self.sound)
    #expect(ImageFactsCache.entries(in: Array(text.utf8)).isEmpty)
  }

  @Test func invalidUTF8IsAnEmptyCache() {
    var bytes = Array(Self.sound.utf8)
    let index = bytes.firstIndex(of: UInt8(ascii: "P"))!
    bytes[index] = 0xFF
    #expect(ImageFactsCache.entries(in: bytes).isEmpty)
  }

  @Test func aHostileFileOnDiskIsAnEmptyCacheAndIsReplacedBySaving() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("image-facts.json")
    try folder.write(Self.spoiled("\"width\":1125", "\"width\":1125,\"width\":1"), to: "image-facts.json")
    let cache = ImageFactsCache(path: path)
    #expect(cache.load().isEmpty)
    let entries = ImageFactsCache.entries(in: Array(Self.sound.utf8))
    cache.save(entries)
    #expect(cache.load() == entries)
  }
}
