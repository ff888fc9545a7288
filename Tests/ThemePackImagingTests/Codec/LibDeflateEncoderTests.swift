import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackNative
import ThemePackTestSupport
import ThemePackToolTestSupport

/// The encoder on libdeflate: rows filtered by `PNGRowFilter`, compressed by libdeflate (or
/// zlib for its strategies), written by libpng's chunk writer. Every file must decode,
/// through libpng, to exactly the pixels it was given.
@Suite("Encoder on libdeflate: own filters, whole-buffer compression, pixels kept exactly")
struct LibDeflateEncoderTests {
  static let strategies: [PNGEncodeOptions.Strategy] = [.automatic, .default, .filtered, .huffmanOnly, .rle]

  /// Every stored format libpng writes (16-bit and palette included), decoded to RGBA8 and
  /// encoded again with every filter, strategy and a spread of levels: the output decodes
  /// to the same RGBA8.
  @Test(arguments: StoredFormat.all.filter { !$0.interlaced })
  func reencodingEveryStoredFormatKeepsEveryPixel(format: StoredFormat) throws {
    let decoded = try PNGDecoder.decode(DecoderRoundTripTests.fixture(format).pngBytes()).image
    for filter in PNGEncodeOptions.Filter.allCases {
      for strategy in Self.strategies {
        for level in [nil, 0, 1, 6, 12] as [Int?] {
          let options = PNGEncodeOptions(compressionLevel: level, filter: filter, strategy: strategy)
          let bytes = try PNGEncoder.encode(decoded, options: options)
          #expect(try PNGDecoder.decode(bytes).image == decoded, "\(filter) \(strategy) \(level as Any)")
        }
      }
    }
  }

  @Test(arguments: ReductionCase.all)
  func everyReductionPathRoundTripsWithEveryFilter(reduction: ReductionCase) throws {
    for filter in PNGEncodeOptions.Filter.allCases {
      let bytes = try PNGEncoder.encode(reduction.image, options: PNGEncodeOptions(filter: filter))
      let decoded = try PNGDecoder.decode(bytes)
      #expect(decoded.image == reduction.image, "\(filter)")
      #expect(decoded.header.colorType.rawValue == reduction.colorType)
      #expect(decoded.header.bitDepth == reduction.bitDepth)
    }
  }

  /// Rows filtered here and unfiltered by the test's own reading of the PNG specification
  /// give the rows back, for every filter and every distance to the left pixel.
  @Test(arguments: [1, 2, 3, 4])
  func filteredRowsUnfilterToTheRows(distance: Int) throws {
    var random = SeededRandom(seed: UInt64(distance))
    let width = 13
    let height = 6
    let rowBytes = width * distance
    let rows = (0..<(rowBytes * height)).map { _ in UInt8.random(in: 0...255, using: &random) }
    let colorType = [1: 0, 2: 4, 3: 2, 4: 6][distance]!
    let request = PNGNative.EncodeRequest(
      width: width, height: height, colorType: colorType, bitDepth: 8, rowBytes: rowBytes, rows: rows,
      writeSRGB: false)
    #expect(request.filterDistance == distance)
    for filter in PNGEncodeOptions.Filter.allCases {
      let filtered = PNGRowFilter.apply(filter, to: request)
      #expect(filtered.count == (rowBytes + 1) * height)
      let types = (0..<height).map { filtered[$0 * (rowBytes + 1)] }
      if filter != .adaptive {
        #expect(types.allSatisfy { $0 == PNGRowFilter.typeByte(filter) }, "\(filter)")
      }
      #expect(Self.unfilter(filtered, rowBytes: rowBytes, distance: distance) == rows, "\(filter)")
    }
  }

  /// Low-bit-depth rows filter with a distance of one byte.
  @Test func lowBitDepthRowsUseADistanceOfOneByte() {
    for (colorType, depth) in [(0, 1), (0, 2), (0, 4), (3, 1), (3, 8), (4, 8), (2, 8), (6, 8)] {
      let request = PNGNative.EncodeRequest(
        width: 8, height: 1, colorType: colorType, bitDepth: depth, rowBytes: 8, rows: [], writeSRGB: false)
      let expected = [0: 1, 3: 1, 4: 2, 2: 3, 6: 4][colorType]! * max(1, depth / 8)
      #expect(request.filterDistance == (depth < 8 ? 1 : expected))
    }
  }

  @Test func adaptiveFilteringPicksPerRow() throws {
    // Rows alternate between a ramp (sub makes it nearly constant) and a copy of the row
    // above (up makes it zeros).
    // 200 × 4 colours with alpha: stored as RGBA, 800 bytes a row.
    var image = RGBAImage(width: 200, height: 8, fill: .clear)
    for y in 0..<8 {
      for x in 0..<200 {
        let ramp = UInt8((x * 3 + y / 2 * 50) % 256)
        image[x, y] = ThemeRGBA(red: ramp, green: ramp &+ 1, blue: 200, alpha: UInt8(50 + x))
      }
    }
    let bytes = try PNGEncoder.encode(image, options: PNGEncodeOptions(filter: .adaptive))
    let filters = try #require(Zlib.rowFilters(ChunkList(parsing: bytes).imageData, rowBytes: 800, rows: 8))
    // Odd rows repeat the row above: up. Even rows after the first are ramps 50 above the row
    // above: sub, or Paeth, which predicts from the left there too and from above at the start.
    for (y, filter) in filters.enumerated().dropFirst() {
      #expect(y % 2 == 1 ? filter == 2 : filter == 1 || filter == 4, "row filters \(filters)")
    }
    #expect(try PNGDecoder.decode(bytes).image == image)
  }

  /// The image data is one IDAT chunk, however large.
  @Test func imageDataIsOneChunk() throws {
    let image = EncoderTests.randomImage(width: 300, height: 200, seed: 12)  // RGBA noise, 240 KB
    let bytes = try PNGEncoder.encode(image)
    #expect(ChunkList(parsing: bytes).types == ["IHDR", "sRGB", "IDAT", "IEND"])
    #expect(try PNGDecoder.decode(bytes).image == image)
  }

  @Test func everyLibdeflateLevelRoundTripsThroughZlib() throws {
    let input = Array((0..<20_000).map { UInt8(($0 * $0 / 7) % 251) })
    var sizes: [Int] = []
    for level in DeflateNative.levels {
      let stream = try #require(input.withUnsafeBytes { DeflateNative.zlibCompress($0, level: level) })
      #expect(ZlibNative.inflate(stream, limit: input.count) == input, "level \(level)")
      #expect(input.withUnsafeBytes { DeflateNative.zlibCompress($0, level: level) } == stream)
      sizes.append(stream.count)
    }
    #expect(sizes[12] < sizes[1])
    #expect(sizes[0] > input.count)  // stored
    let empty = try #require([UInt8]().withUnsafeBytes { DeflateNative.zlibCompress($0, level: 6) })
    #expect(ZlibNative.inflate(empty, limit: 0) == [])
  }

  @Test(arguments: [-1, 13, Int(Int32.max)])
  func levelsOutsideLibdeflatesAreRefused(level: Int) {
    #expect(
      [UInt8](repeating: 1, count: 10).withUnsafeBytes { DeflateNative.zlibCompress($0, level: level) } == nil
    )
  }

  @Test func zlibStrategiesRoundTripAndBadOnesAreRefused() throws {
    let input = Array((0..<5_000).map { UInt8($0 % 7 == 0 ? $0 % 256 : 3) })
    for strategy in 0...3 {
      let stream = try #require(
        input.withUnsafeBytes { ZlibNative.deflate($0, level: 9, strategy: strategy) })
      #expect(ZlibNative.inflate(stream, limit: input.count) == input, "strategy \(strategy)")
    }
    #expect(input.withUnsafeBytes { ZlibNative.deflate($0, level: 9, strategy: 9) } == nil)
    #expect(input.withUnsafeBytes { ZlibNative.deflate($0, level: 10, strategy: 0) } == nil)
  }

  /// Header fields libpng refuses come back as failures with libpng's reason, never a crash.
  @Test(arguments: [
    ("palette image without a palette", 4, 4, 3, 8, "invalid palette"),
    ("RGB at 3 bits", 4, 4, 2, 3, "Invalid IHDR data"),
    ("colour type 5", 4, 4, 5, 8, "Invalid IHDR data"),
    ("zero width", 0, 4, 6, 8, ""),
    ("width past PNG's limit", 1 << 31, 1, 0, 8, "Invalid IHDR data"),
  ])
  func badHeadersAreRefusedByLibpng(
    name: String, width: Int, height: Int, colorType: Int, bitDepth: Int, reason: String
  ) {
    let request = PNGNative.EncodeRequest(
      width: width, height: height, colorType: colorType, bitDepth: bitDepth, rowBytes: 1, rows: [0],
      writeSRGB: true)
    let stream = [UInt8](arrayLiteral: 0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01)
    guard case .failure(let failure) = PNGNative.write(request, imageData: stream) else {
      Issue.record("\(name): written")
      return
    }
    #expect(failure.message.hasPrefix(reason), "\(name): \(failure.message)")
  }

  /// The PNG specification's reconstruction of filtered rows, written independently of
  /// `PNGRowFilter`.
  static func unfilter(_ data: [UInt8], rowBytes: Int, distance: Int) -> [UInt8] {
    var rows: [UInt8] = []
    var previous = [UInt8](repeating: 0, count: rowBytes)
    for start in stride(from: 0, to: data.count, by: rowBytes + 1) {
      var row = [UInt8](repeating: 0, count: rowBytes)
      for index in 0..<rowBytes {
        let value = Int(data[start + 1 + index])
        let left = index >= distance ? Int(row[index - distance]) : 0
        let up = Int(previous[index])
        let upperLeft = index >= distance ? Int(previous[index - distance]) : 0
        let prediction: Int
        switch data[start] {
        case 1: prediction = left
        case 2: prediction = up
        case 3: prediction = (left + up) / 2
        case 4:
          let estimate = left + up - upperLeft
          let (toLeft, toUp, toCorner) = (abs(estimate - left), abs(estimate - up), abs(estimate - upperLeft))
          prediction = toLeft <= toUp && toLeft <= toCorner ? left : toUp <= toCorner ? up : upperLeft
        default: prediction = 0
        }
        row[index] = UInt8((value + prediction) & 0xFF)
      }
      rows += row
      previous = row
    }
    return rows
  }
}
