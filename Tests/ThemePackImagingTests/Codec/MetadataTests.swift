import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

@Suite("Decoder: colour chunks are reported, never applied")
struct MetadataTests {
  static let pixels: [UInt16] = (0..<(4 * 3 * 3)).map { UInt16($0 * 7) }

  static func file(colorType: Int = 2, bitDepth: Int = 8, _ chunks: [(type: String, data: [UInt8])]) throws
    -> [UInt8]
  {
    let samples = bitDepth == 16 ? pixels.map { $0 * 257 + 3 } : pixels
    return try StoredImage(
      width: 4, height: 3, colorType: colorType, bitDepth: bitDepth, samples: samples, extraChunks: chunks
    ).pngBytes()
  }

  static func iccp(_ name: [UInt8], profile: [UInt8] = Array(repeating: 1, count: 40)) -> (String, [UInt8]) {
    ("iCCP", name + [0, 0] + Zlib.deflate(profile))
  }

  @Test func reportsEveryColourChunk() throws {
    let bytes = try Self.file([
      ("sRGB", [1]), ("gAMA", [0, 0, 0xB1, 0x8F]), Self.iccp(Array("Display P3".utf8)),
      ("cICP", [12, 13, 0, 1]), ("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1]),
    ])
    let metadata = try PNGDecoder.decode(bytes).metadata
    #expect(metadata.chunks == ["IHDR", "sRGB", "gAMA", "iCCP", "cICP", "pHYs", "IDAT", "IEND"])
    #expect(metadata.srgbIntent == 1)
    #expect(metadata.gamma == 45455)
    #expect(metadata.iccProfileName == "Display P3")
    #expect(metadata.iccProfileBytes == Zlib.deflate(Array(repeating: 1, count: 40)).count)
    #expect(metadata.cicp == [12, 13, 0, 1])
    #expect(metadata.physicalPixels == PNGMetadata.PhysicalPixels(x: 2835, y: 2835, perMetre: true))
    #expect(!metadata.isCrushed)
    // cICP wins: Display P3 primaries (12) are not sRGB's.
    #expect(metadata.declaresNonSRGB)
    #expect(metadata.colorSpaceName == "cICP 12/13/0/1")
  }

  @Test func iccProfileNameIsLatin1() throws {
    let bytes = try Self.file([Self.iccp([0x43, 0x61, 0x66, 0xE9])])  // "Café" in Latin-1
    #expect(try PNGDecoder.decode(bytes).metadata.iccProfileName == "Caf\u{E9}")
  }

  @Test(
    arguments: [
      ([("cICP", [1, 13, 0, 1] as [UInt8])], false, "cICP 1/13/0/1"),
      ([("cICP", [9, 16, 0, 1])], true, "cICP 9/16/0/1"),
      ([iccp(Array("Generic RGB Profile".utf8))], true, "ICC 'Generic RGB Profile'"),
      ([("sRGB", [0]), ("gAMA", [0, 1, 0x86, 0xA0])], false, "sRGB"),
      ([("gAMA", [0, 0, 0xB1, 0x8F])], false, "gamma 0.45455"),
      ([("gAMA", [0, 1, 0x86, 0xA0])], true, "gamma 1.0"),
      ([], false, nil),
    ] as [([(type: String, data: [UInt8])], Bool, String?)])
  func colourSpaceFollowsChunkPriority(
    chunks: [(type: String, data: [UInt8])], nonSRGB: Bool, name: String?
  ) throws {
    let metadata = try PNGDecoder.decode(try Self.file(chunks)).metadata
    #expect(metadata.declaresNonSRGB == nonSRGB)
    #expect(metadata.colorSpaceName == name)
  }

  @Test(arguments: [(2, 8), (2, 16), (0, 16), (6, 16)])
  func pixelsAreTheStoredSamplesWhateverTheChunksSay(colorType: Int, bitDepth: Int) throws {
    let samples = (0..<(4 * 3 * (colorType == 2 ? 3 : colorType == 6 ? 4 : 1))).map {
      UInt16($0 * 5000 % 65536)
    }
    let scaled = bitDepth == 8 ? samples.map { $0 % 256 } : samples
    func decode(_ chunks: [(type: String, data: [UInt8])]) throws -> [UInt8] {
      let bytes = try StoredImage(
        width: 4, height: 3, colorType: colorType, bitDepth: bitDepth, samples: scaled, extraChunks: chunks
      ).pngBytes()
      return try PNGDecoder.decode(bytes).image.pixels
    }
    let plain = try decode([])
    #expect(try decode([("gAMA", [0, 1, 0x86, 0xA0])]) == plain)  // linear gamma
    #expect(try decode([("gAMA", [0, 0, 0x3A, 0x98])]) == plain)  // gamma 0.15
    #expect(try decode([Self.iccp(Array("Display P3".utf8))]) == plain)
    #expect(
      try decode([
        ("cICP", [9, 16, 0, 1]),
        ("sBIT", Array(repeating: 4, count: colorType == 0 ? 1 : colorType == 2 ? 3 : 4)),
      ]) == plain)
  }

  @Test func infoReportTextAndJSON() throws {
    let bytes = try StoredImage(
      width: 3, height: 2, colorType: 0, bitDepth: 4, interlaced: true, samples: [0, 1, 2, 3, 4, 5],
      keyColor: [5], extraChunks: [("sRGB", [0]), ("pHYs", [0, 0, 0, 2, 0, 0, 0, 1, 0])]
    ).pngBytes()
    let report = PNGInfoReport(file: "a/b.png", decoded: try PNGDecoder.decode(bytes))
    #expect(
      report.lines == [
        "file: a/b.png", "size: 3x2", "color type: gray (0)", "bit depth: 4", "interlaced: yes (Adam7)",
        "transparency: tRNS chunk", "chunks: IHDR tRNS sRGB pHYs IDAT IEND", "color space: sRGB",
        "sRGB intent: 0", "pHYs: 2x1 per unit",
      ])
    guard case .object(let json) = report.json else {
      Issue.record("the JSON report is not an object")
      return
    }
    #expect(json["width"] == .integer(3))
    #expect(json["colorType"] == .string("gray"))
    #expect(json["interlaced"] == .bool(true))
    #expect(json["chunks"] == .array(["IHDR", "tRNS", "sRGB", "pHYs", "IDAT", "IEND"].map(JSONValue.string)))
    #expect(json["declaresNonSRGB"] == .bool(false))
  }

  @Test func errorDescriptionsUseTheHouseVoice() {
    #expect(
      PNGError(kind: .corrupt, file: "Assets/Themes/blue/navBar@3x.png", reason: "IDAT: CRC error")
        .description
        == "cannot decode 'Assets/Themes/blue/navBar@3x.png': IDAT: CRC error")
    #expect(PNGError(kind: .encode, file: "", reason: "x").description == "cannot encode PNG data: x")
    #expect(
      PNGError(kind: .io, file: "o.png", reason: "Permission denied", operation: .write).description
        == "cannot write 'o.png': Permission denied")
  }
}
