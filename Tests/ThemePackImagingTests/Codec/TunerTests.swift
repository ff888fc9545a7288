import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackToolTestSupport

/// The per-image choice of level, filter and strategy (`PNGTuner`), checked on images built so
/// that one answer is clearly best, and on the bytes it writes: the filter byte of every row
/// and the zlib header's FLEVEL field (0 for zlib's Huffman-only or level 1; libdeflate writes
/// 2 for levels 6 and 7, 3 for 8 and up).
@Suite("Encoder tuning: level, filter and strategy chosen per image")
struct TunerTests {
  /// Opaque RGB rows that are ramps: each row starts at a random colour and climbs by its own
  /// random step per pixel. The sub filter turns every row into one repeated triple; no other
  /// filter does.
  static func ramps(width: Int, height: Int, seed: UInt64) -> RGBAImage {
    var random = SeededRandom(seed: seed)
    var image = RGBAImage(width: width, height: height, fill: .clear)
    for y in 0..<height {
      let start = (0..<3).map { _ in Int.random(in: 0...255, using: &random) }
      let step = (0..<3).map { _ in Int.random(in: 1...9, using: &random) }
      for x in 0..<width {
        let channel = (0..<3).map { UInt8((start[$0] + step[$0] * x) % 256) }
        image[x, y] = ThemeRGBA(red: channel[0], green: channel[1], blue: channel[2])
      }
    }
    return image
  }

  /// Opaque RGB: a random first row, then each row is the one above plus one in every
  /// channel. The up filter turns every row after the first into ones.
  static func climbingRows(width: Int, height: Int, seed: UInt64) -> RGBAImage {
    var random = SeededRandom(seed: seed)
    let first = (0..<(width * 3)).map { _ in Int.random(in: 0...255, using: &random) }
    var image = RGBAImage(width: width, height: height, fill: .clear)
    for y in 0..<height {
      for x in 0..<width {
        let channel = (0..<3).map { UInt8((first[x * 3 + $0] + y) % 256) }
        image[x, y] = ThemeRGBA(red: channel[0], green: channel[1], blue: channel[2])
      }
    }
    return image
  }

  /// Opaque RGB noise, each channel independently 100 to 107 (512 colours, so stored as
  /// RGB): eight equally likely values per byte, about 3 bits of entropy. Filtering only
  /// widens the values, and deflate's short string matches cost more bits than the literals
  /// they replace, so unfiltered Huffman coding alone is smallest.
  static func lowNoise(width: Int, height: Int, seed: UInt64) -> RGBAImage {
    var random = SeededRandom(seed: seed)
    var image = RGBAImage(width: width, height: height, fill: .clear)
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = ThemeRGBA(
          red: .random(in: 100...107, using: &random), green: .random(in: 100...107, using: &random),
          blue: .random(in: 100...107, using: &random))
      }
    }
    return image
  }

  /// A palette image: a template-tinted disc, one colour with 256 levels of alpha at most.
  static func tintedDisc(size: Int) -> RGBAImage {
    var image = RGBAImage(width: size, height: size, fill: .clear)
    let centre = Double(size) / 2
    for y in 0..<size {
      for x in 0..<size {
        let dx = Double(x) + 0.5 - centre
        let dy = Double(y) + 0.5 - centre
        let coverage = min(1, max(0, centre - 2 - (dx * dx + dy * dy).squareRoot()))
        image[x, y] =
          coverage > 0
          ? ThemeRGBA(red: 34, green: 107, blue: 170, alpha: UInt8((coverage * 255).rounded())) : .clear
      }
    }
    return image
  }

  /// The filter byte of each row of an encoded RGB image.
  static func rowFilters(_ bytes: [UInt8], width: Int, height: Int) throws -> [UInt8] {
    try #require(Zlib.rowFilters(ChunkList(parsing: bytes).imageData, rowBytes: width * 3, rows: height))
  }

  /// The FLEVEL field of the IDAT zlib stream's header (bits 6–7 of its second byte).
  static func zlibLevelField(_ bytes: [UInt8]) -> UInt8 {
    ChunkList(parsing: bytes).imageData[1] >> 6
  }

  static func plan(
    _ image: RGBAImage, _ options: PNGEncodeOptions = .default
  ) throws -> (PNGCompressionPlan, [UInt8]?) {
    let request = try PNGEncoder.request(
      image, as: PNGStorageFormat.smallest(for: image), writeSRGB: options.writeSRGB)
    return try PNGTuner.choose(request, options: options)
  }

  @Test func rampRowsGetTheSubFilter() throws {
    let image = Self.ramps(width: 120, height: 40, seed: 1)
    let bytes = try PNGEncoder.encode(image)
    #expect(try Self.rowFilters(bytes, width: 120, height: 40).allSatisfy { $0 == 1 })
    #expect(try PNGDecoder.decode(bytes).image == image)
  }

  @Test func rowsThatClimbGetTheUpFilter() throws {
    let image = Self.climbingRows(width: 120, height: 40, seed: 2)
    let bytes = try PNGEncoder.encode(image)
    let filters = try Self.rowFilters(bytes, width: 120, height: 40)
    // The first row has no row above; libpng may write it unfiltered.
    #expect(filters[0] == 2 || filters[0] == 0)
    #expect(filters.dropFirst().allSatisfy { $0 == 2 }, "row filters \(filters)")
    #expect(try PNGDecoder.decode(bytes).image == image)
  }

  /// On low noise libdeflate's matcher emits literals where matches cost more, so its
  /// output is as small as Huffman coding alone: the automatic choice is the smaller of the
  /// two (zlib's Huffman-only used to win here), unfiltered.
  @Test func noiseGetsTheSmallerOfHuffmanCodingAndLibdeflate() throws {
    let image = Self.lowNoise(width: 120, height: 40, seed: 3)
    let bytes = try PNGEncoder.encode(image)
    #expect(try Self.rowFilters(bytes, width: 120, height: 40).allSatisfy { $0 == 0 })
    let deflated = try PNGEncoder.encode(
      image, options: PNGEncodeOptions(compressionLevel: 12, filter: .none, strategy: .default))
    let huffman = try PNGEncoder.encode(
      image, options: PNGEncodeOptions(compressionLevel: 12, filter: .none, strategy: .huffmanOnly))
    #expect(Self.zlibLevelField(deflated) == 3)
    #expect(Self.zlibLevelField(huffman) == 0)
    #expect(bytes.count <= min(deflated.count, huffman.count))
    #expect(try PNGDecoder.decode(bytes).image == image)
  }

  @Test func aFixedStrategyIsNeverReplacedByHuffmanCoding() throws {
    let image = Self.lowNoise(width: 120, height: 40, seed: 3)
    let bytes = try PNGEncoder.encode(image, options: PNGEncodeOptions(strategy: .default))
    #expect(Self.zlibLevelField(bytes) == 3)
  }

  @Test func paletteImagesAreUnfilteredAtLevelSevenWithoutTrials() throws {
    let (plan, output) = try Self.plan(Self.tintedDisc(size: 90))
    #expect(plan == PNGCompressionPlan(level: 7, filter: .none, strategy: .automatic))
    #expect(output == nil)
  }

  @Test func smallImagesUseLevelTwelveAndKeepTheWinningTrial() throws {
    let image = Self.ramps(width: 120, height: 40, seed: 4)
    let (plan, output) = try Self.plan(image)
    #expect(plan == PNGCompressionPlan(level: 12, filter: .sub, strategy: .automatic))
    #expect(output == ChunkList(parsing: try PNGEncoder.encode(image)).imageData)
  }

  @Test func largeImagesUseLevelSevenAndAreSampled() throws {
    // 300 × 300 = 90 000 pixels, above PNGEncoder.smallImagePixels; 300 rows, above 8 × 8.
    let image = Self.ramps(width: 300, height: 300, seed: 5)
    let (plan, output) = try Self.plan(image)
    #expect(plan == PNGCompressionPlan(level: 7, filter: .sub, strategy: .automatic))
    #expect(output == nil)
    let bytes = try PNGEncoder.encode(image)
    #expect(try Self.rowFilters(bytes, width: 300, height: 300).allSatisfy { $0 == 1 })
    #expect(Self.zlibLevelField(bytes) == 2)  // libdeflate 7
  }

  @Test func aFixedLevelIsKept() throws {
    let (plan, _) = try Self.plan(
      Self.ramps(width: 120, height: 40, seed: 6), PNGEncodeOptions(compressionLevel: 4))
    #expect(plan.level == 4)
    #expect(plan.filter == .sub)
  }

  @Test func levelZeroStoresWithoutTrials() throws {
    let (plan, output) = try Self.plan(
      Self.lowNoise(width: 50, height: 50, seed: 7), PNGEncodeOptions(compressionLevel: 0))
    #expect(plan == PNGCompressionPlan(level: 0, filter: .none, strategy: .automatic))
    #expect(output == nil)
  }

  @Test func theSampleIsEightBandsOfEightRowsSpreadOverTheImage() throws {
    // Row y is gray y: 400 rows, 8 bands 50 rows apart, each centred in its 50: rows 21–28,
    // 71–78, … 371–378.
    var image = RGBAImage(width: 4, height: 400, fill: .clear)
    for y in 0..<400 {
      for x in 0..<4 {
        image[x, y] = ThemeRGBA(red: UInt8(y % 256), green: UInt8(y / 256), blue: 9)
      }
    }
    let request = try PNGEncoder.request(
      image, as: PNGStorageFormat(colorType: .rgb, bitDepth: 8), writeSRGB: false)
    let sample = PNGTuner.sample(request)
    #expect(sample.height == 64)
    let expected = (0..<8).flatMap { band in (0..<8).map { 21 + band * 50 + $0 } }
    let rowBytes = sample.rowBytes
    let rows = (0..<64).map { Int(sample.rows[$0 * rowBytes]) + 256 * Int(sample.rows[$0 * rowBytes + 1]) }
    #expect(rows == expected)
  }

  @Test func automaticChoicesAreDeterministic() throws {
    for image in [
      Self.ramps(width: 300, height: 300, seed: 8), Self.lowNoise(width: 200, height: 100, seed: 9),
      Self.climbingRows(width: 64, height: 64, seed: 10),
    ] {
      let copy = RGBAImage(width: image.width, height: image.height, pixels: Array(image.pixels))
      #expect(try PNGEncoder.encode(image) == PNGEncoder.encode(copy))
    }
  }
}
