import Testing
import ThemePackImaging
import ThemePackTestSupport
import ThemePackToolTestSupport

/// Colour-managed decoding against lcms2 itself (`LCMSOracle`, a `cmsDoTransform` in the
/// test on the same pixels): within one 8-bit level per channel, alpha kept, and the chunk
/// priority of DOMAIN.md §9.
@Suite("Colour-managed decode converts to sRGB as lcms2 does")
struct ColorManagedDecodeTests {
  /// Random opaque and translucent pixels, plus the corners of the cube.
  static func pixels(count: Int, seed: UInt64) -> [UInt8] {
    var random = SeededRandom(seed: seed)
    var bytes: [UInt8] = [0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 7]
    while bytes.count < count * 4 {
      let alpha: UInt8 = random.byte() | 1
      bytes += [random.byte(), random.byte(), random.byte(), alpha]
    }
    return bytes
  }

  /// An RGBA PNG of `pixels` (untagged) with `chunks` inserted after IHDR, last first.
  static func png(_ pixels: [UInt8], width: Int, chunks: [(String, [UInt8])]) throws -> [UInt8] {
    let image = RGBAImage(width: width, height: pixels.count / 4 / width, pixels: pixels)
    var bytes = try PNGEncoder.encode(
      image, options: PNGEncodeOptions(compressionLevel: 1, filter: .none, writeSRGB: false))
    for (type, data) in chunks.reversed() { bytes = PNGChunkSurgery.inserting(type, data, into: bytes) }
    return bytes
  }

  static func iccp(_ profile: [UInt8], name: String = "ICC Profile") -> (String, [UInt8]) {
    ("iCCP", Array(name.utf8) + [0, 0] + Zlib.deflate(profile))
  }

  static let profiles: [(id: String, bytes: [UInt8])] = [
    ("Generic RGB (gamma 1.8)", LCMSOracle.genericRGBLike()),
    ("Display P3", LCMSOracle.displayP3()),
    (
      "relative-intent gamma 2.6",
      LCMSOracle.profile(
        gamma: 2.6, white: LCMSOracle.d65, primaries: [(0.68, 0.32), (0.265, 0.69), (0.15, 0.06)],
        description: "DCI-like", intent: 1)
    ),
  ]

  @Test(arguments: profiles.indices)
  func iccProfilesConvertWithinOneLevelOfLCMS(index: Int) throws {
    let profile = Self.profiles[index].bytes
    let pixels = Self.pixels(count: 64 * 64, seed: UInt64(0x1CC + index))
    let decoded = try PNGDecoder.decode(
      try Self.png(pixels, width: 64, chunks: [Self.iccp(profile)]), file: "p.png", colorManaged: true)
    let oracle = LCMSOracle.toSRGB(pixels, profile: profile)
    #expect(LCMSOracle.maxDifference(decoded.image.pixels, oracle) <= 1)
    // Alpha is kept exactly, and the conversion did something.
    #expect(stride(from: 3, to: pixels.count, by: 4).allSatisfy { decoded.image.pixels[$0] == pixels[$0] })
    #expect(LCMSOracle.maxDifference(decoded.image.pixels, pixels) > 8)
    guard case .icc(let read)? = decoded.colorSpace else {
      Issue.record("not read as an ICC space: \(String(describing: decoded.colorSpace))")
      return
    }
    #expect(read.description == ["Generic RGB Profile", "Display P3", "DCI-like"][index])
    #expect(decoded.colorSpace?.convertsToSRGB == true)
  }

  @Test func aPlainDecodeKeepsTheStoredSamples() throws {
    let pixels = Self.pixels(count: 100, seed: 3)
    let bytes = try Self.png(pixels, width: 10, chunks: [Self.iccp(LCMSOracle.displayP3())])
    let decoded = try PNGDecoder.decode(bytes)
    #expect(decoded.image.pixels == pixels)
    #expect(decoded.colorSpace == nil)
  }

  /// `gAMA` × 100000 and `cHRM` values, against a profile lcms2 builds from the same numbers.
  static let gammaCases: [(gamma: Int, chromaticities: [Int]?)] = [
    (100_000, nil),
    (55_555, nil),
    (45_455, [31270, 32900, 68000, 32000, 26500, 69000, 15000, 6000]),
    (55_556, [34570, 35850, 73470, 26530, 21590, 77110, 4960, 1000]),
  ]

  @Test(arguments: gammaCases.indices)
  func gammaAndChromaticitiesConvertThroughTheProfileTheyDescribe(index: Int) throws {
    let (gamma, chromaticities) = Self.gammaCases[index]
    var chunks: [(String, [UInt8])] = [("gAMA", PNGChunkSurgery.bigEndian(UInt32(gamma)))]
    if let chromaticities {
      chunks.append(("cHRM", chromaticities.flatMap { PNGChunkSurgery.bigEndian(UInt32($0)) }))
    }
    let pixels = Self.pixels(count: 400, seed: UInt64(gamma))
    let decoded = try PNGDecoder.decode(try Self.png(pixels, width: 20, chunks: chunks), colorManaged: true)
    let stored: [Int] = chromaticities ?? [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000]
    let values: [Double] = stored.map { Double($0) / 100000 }
    let profile = LCMSOracle.profile(
      gamma: 100000 / Double(gamma), white: (values[0], values[1]),
      primaries: [(values[2], values[3]), (values[4], values[5]), (values[6], values[7])], description: "gAMA"
    )
    #expect(LCMSOracle.maxDifference(decoded.image.pixels, LCMSOracle.toSRGB(pixels, profile: profile)) <= 1)
    #expect(decoded.colorSpace?.convertsToSRGB == true)
  }

  /// Which chunk decides, and that sRGB and unknown spaces leave the pixels alone.
  static let priorityCases: [(id: String, chunks: [String], converts: Bool)] = [
    ("untagged", [], false),
    ("sRGB chunk beats iCCP", ["sRGB", "iCCP"], false),
    ("cICP sRGB beats iCCP", ["cICP-srgb", "iCCP"], false),
    ("cICP P3 is converted", ["cICP-p3"], true),
    ("iCCP beats gAMA", ["iCCP", "gAMA-1"], true),
    ("gAMA of sRGB", ["gAMA-srgb"], false),
    ("gAMA and cHRM of sRGB", ["gAMA-srgb", "cHRM-srgb"], false),
    ("an sRGB profile", ["iCCP-srgb"], false),
  ]

  static let srgbChromaticities: [UInt8] = [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap {
    (value: UInt32) -> [UInt8] in PNGChunkSurgery.bigEndian(value)
  }

  @Test(arguments: priorityCases.indices)
  func chunkPriority(index: Int) throws {
    let (id, chunks, converts) = Self.priorityCases[index]
    let p3 = LCMSOracle.displayP3()
    let table: [String: (String, [UInt8])] = [
      "sRGB": ("sRGB", [0]), "iCCP": Self.iccp(p3), "iCCP-srgb": Self.iccp(LCMSOracle.srgb()),
      "cICP-srgb": ("cICP", [1, 13, 0, 1]), "cICP-p3": ("cICP", [12, 13, 0, 1]),
      "gAMA-1": ("gAMA", PNGChunkSurgery.bigEndian(100_000)),
      "gAMA-srgb": ("gAMA", PNGChunkSurgery.bigEndian(45455)),
      "cHRM-srgb": (
        "cHRM",
        [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap { PNGChunkSurgery.bigEndian($0) }
      ),
    ]
    let pixels = Self.pixels(count: 100, seed: 9)
    let decoded = try PNGDecoder.decode(
      try Self.png(pixels, width: 10, chunks: chunks.map { table[$0]! }), colorManaged: true)
    #expect(decoded.colorSpace?.convertsToSRGB == converts, "\(id)")
    let expected = converts ? LCMSOracle.toSRGB(pixels, profile: p3) : pixels
    #expect(LCMSOracle.maxDifference(decoded.image.pixels, expected) <= (converts ? 1 : 0), "\(id)")
  }

  /// 16-bit grey files are converted at full depth (grey expanded to RGB), then reduced.
  @Test func sixteenBitGrayIsConvertedBeforeTheEightBitReduction() throws {
    let samples: [UInt16] = (0..<64).map { UInt16($0 * 1000) }
    let profile = LCMSOracle.genericRGBLike()
    let stored = try StoredImage(width: 8, height: 8, colorType: 0, bitDepth: 16, samples: samples).pngBytes()
    let tagged = PNGChunkSurgery.inserting(Self.iccp(profile).0, Self.iccp(profile).1, into: stored)
    let decoded = try PNGDecoder.decode(tagged, colorManaged: true)
    let rgba: [UInt16] = samples.flatMap { (gray: UInt16) -> [UInt16] in [gray, gray, gray, 0xFFFF] }
    #expect(
      LCMSOracle.maxDifference(decoded.image.pixels, LCMSOracle.toSRGB(sixteenBit: rgba, profile: profile))
        <= 1)
  }
}
