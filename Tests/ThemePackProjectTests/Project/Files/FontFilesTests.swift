import Testing
import ThemePackProject
import ThemePackTestSupport

@Suite("font files: faces read with FreeType, names, weight, fsType, coverage")
struct FontFilesTests {
  private let coverage = FontFiles.coverage(of: "Ab1")

  @Test func aSingleFontGivesItsNamesWeightAndFsType() throws {
    let font = TestFont(
      postScriptName: "Brand-Bold", family: "Brand", style: "Bold", weight: 700, fsType: 8, characters: "Ab1")
    let faces = try FontFiles.faces(font.bytes, path: "Fonts/Brand.ttf", coverage: coverage).get()
    #expect(faces.count == 1)
    let face = try #require(faces.first)
    #expect(face.postScriptName == "Brand-Bold")
    #expect(face.family == "Brand")
    #expect(face.style == "Bold")
    #expect(face.weight == 700)
    #expect(face.fsType == 8)
    #expect(face.index == 0)
    #expect(face.file == "Fonts/Brand.ttf")
    #expect(face.missing.isEmpty)
  }

  @Test func theMissingCharactersAreThoseWithoutAGlyphInOrder() throws {
    let font = TestFont(postScriptName: "Brand-Regular", characters: "abc")
    let faces = try FontFiles.faces(
      font.bytes, path: "Brand.ttf", coverage: FontFiles.coverage(of: "Zabcé Z\u{1F600}")
    ).get()
    #expect(faces.first?.missing == ["Z", "é", "\u{1F600}"])
  }

  @Test func everyFaceOfACollectionIsRead() throws {
    let bytes = TestFont.collection([
      TestFont(postScriptName: "Brand-Regular", weight: 400),
      TestFont(postScriptName: "Brand-Bold", weight: 700),
      TestFont(postScriptName: "Brand-Black", weight: 900, fsType: 2),
    ])
    let faces = try FontFiles.faces(bytes, path: "Brand.ttc", coverage: coverage).get()
    #expect(faces.map(\.postScriptName) == ["Brand-Regular", "Brand-Bold", "Brand-Black"])
    #expect(faces.map(\.index) == [0, 1, 2])
    #expect(faces.map(\.weight) == [400, 700, 900])
    #expect(faces.map(\.fsType) == [0, 0, 2])
  }

  @Test func coverageDropsWhiteSpaceAndRepeats() {
    #expect(FontFiles.coverage(of: "a a\tb\n\u{0007}a") == ["a", "b"])
  }

  @Test(arguments: [
    ("Brand.ttf", true), ("Brand.OTF", true), ("Brand.ttc", true), ("x.otc", true), ("OFL.txt", false),
    (".ttf", false), ("ttf", false), ("Brand.woff2", false),
  ])
  func fontFilesAreKnownByTheirExtension(name: String, isFont: Bool) {
    #expect(FontFiles.isFontFile(name) == isFont)
  }

  /// Hostile font files and a part of the reason each must give (any reason when empty), by
  /// label (the bytes are no test argument: a 16 MiB argument is slow to describe).
  static let hostile: [String: (bytes: [UInt8], reason: String)] = {
    let font = TestFont(postScriptName: "Brand-Regular").bytes
    var badTable = font
    badTable[12 + 8..<12 + 12] = [0x7F, 0xFF, 0xFF, 0xF0]  // OS/2's offset far past the end
    var ttcHuge: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]
    ttcHuge += [UInt8](repeating: 0, count: 64)
    let ttc65 = TestFont.collection((0..<65).map { TestFont(postScriptName: "Brand-\($0)") })
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 7, count: 200)
    let noName = TestFont(postScriptName: "").bytes
    let table: [(String, [UInt8], String)] = [
      ("zero-length", [], "the file is empty"),
      ("truncated to its directory", Array(font.prefix(60)), ""),
      ("truncated in half", Array(font.prefix(font.count / 2)), ""),
      ("a PNG renamed .ttf", png, "not a font"),
      ("plain text", Array("hello, world, not a font at all".utf8), ""),
      ("its OS/2 table past the end", badTable, "no readable OS/2 table"),
      ("a TTC header declaring 4 billion faces", ttcHuge, ""),
      ("a TTC declaring 65 faces", ttc65, "more than the 64 allowed"),
      ("a TTC whose faces are missing", Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 20], ""),
      ("a face without a PostScript name", noName, "no PostScript name"),
      ("larger than 16 MiB", font + [UInt8](repeating: 0, count: FontFiles.maxFileSize), "more than the"),
    ]
    return Dictionary(uniqueKeysWithValues: table.map { ($0.0, (bytes: $0.1, reason: $0.2)) })
  }()

  /// Each hostile font gives one line naming the file and never crashes.
  @Test(arguments: hostile.keys.sorted())
  func aHostileFontGivesOneLine(label: String) throws {
    let (bytes, reason) = try #require(Self.hostile[label])
    let result = FontFiles.faces(bytes, path: "Themes/a/Fonts/Hostile.ttf", coverage: coverage)
    guard case .failure(let error) = result else {
      Issue.record("\(label): read as a font")
      return
    }
    #expect(error.path == "Themes/a/Fonts/Hostile.ttf")
    #expect(!error.reason.isEmpty && !error.reason.contains("\n"))
    #expect(error.reason.first?.isLowercase == true || error.reason.first?.isNumber == true)
    #expect(!error.reason.hasSuffix("."))
    if !reason.isEmpty { #expect(error.reason.contains(reason), "\(label): \(error.reason)") }
  }
}
