import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackTestSupport
import ThemePackToolTestSupport

/// An image built for one reduction path, with the format the smallest-format rule
/// (palette ≤ 256 colours at 1/2/4/8 bits, opaque gray at 1/2/4/8, gray+alpha, RGB,
/// RGBA; gray wins a tie with palette) predicts for it.
struct ReductionCase: Sendable, CustomTestStringConvertible {
  var name: String
  var colors: [ThemeRGBA]
  var colorType: Int
  var bitDepth: Int
  /// PLTE entries and tRNS entries expected (palette only).
  var paletteCount = 0
  var transparentCount = 0

  var testDescription: String { name }

  /// A 37 × 23 image cycling through `colors` in a scattered order.
  var image: RGBAImage {
    var image = RGBAImage(width: 37, height: 23, fill: colors[0])
    for y in 0..<image.height {
      for x in 0..<image.width {
        image[x, y] = colors[(x * 7 + y * 13) % colors.count]
      }
    }
    return image
  }

  static func gray(_ value: UInt8, alpha: UInt8 = 255) -> ThemeRGBA {
    ThemeRGBA(red: value, green: value, blue: value, alpha: alpha)
  }

  static let all: [ReductionCase] = [
    ReductionCase(
      name: "two colours: palette 1-bit",
      colors: [ThemeRGBA(red: 200, green: 10, blue: 10), ThemeRGBA(red: 10, green: 10, blue: 200)],
      colorType: 3, bitDepth: 1, paletteCount: 2),
    ReductionCase(
      name: "four colours, one translucent: palette 2-bit with tRNS",
      colors: [
        ThemeRGBA(red: 1, green: 2, blue: 3), ThemeRGBA(red: 4, green: 5, blue: 6),
        ThemeRGBA(red: 7, green: 8, blue: 9), ThemeRGBA(red: 7, green: 8, blue: 9, alpha: 100),
      ],
      colorType: 3, bitDepth: 2, paletteCount: 4, transparentCount: 1),
    ReductionCase(
      name: "sixteen colours: palette 4-bit",
      colors: (0..<16).map { ThemeRGBA(red: UInt8($0 * 16), green: 50, blue: 0) },
      colorType: 3, bitDepth: 4, paletteCount: 16),
    ReductionCase(
      name: "256 colours, two translucent: palette 8-bit with tRNS",
      colors: (0..<254).map { ThemeRGBA(red: UInt8($0), green: 0, blue: 99) }
        + [ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 0), ThemeRGBA(red: 9, green: 9, blue: 0, alpha: 9)],
      colorType: 3, bitDepth: 8, paletteCount: 256, transparentCount: 2),
    ReductionCase(
      name: "three translucent grays: palette 2-bit with tRNS",
      colors: [gray(0, alpha: 0), gray(100, alpha: 50), gray(200)],
      colorType: 3, bitDepth: 2, paletteCount: 3, transparentCount: 2),
    ReductionCase(
      name: "three off-grid grays: palette 2-bit, not gray 8-bit",
      colors: [gray(1), gray(2), gray(3)],
      colorType: 3, bitDepth: 2, paletteCount: 3),
    ReductionCase(
      name: "black and white: gray 1-bit",
      colors: [gray(0), gray(255)], colorType: 0, bitDepth: 1),
    ReductionCase(
      name: "four grays on the 2-bit grid: gray 2-bit",
      colors: [gray(0), gray(85), gray(170), gray(255)], colorType: 0, bitDepth: 2),
    ReductionCase(
      name: "sixteen grays on the 4-bit grid: gray 4-bit",
      colors: (0..<16).map { gray(UInt8($0 * 17)) }, colorType: 0, bitDepth: 4),
    ReductionCase(
      name: "all 256 grays: gray 8-bit",
      colors: (0...255).map { gray(UInt8($0)) }, colorType: 0, bitDepth: 8),
    ReductionCase(
      name: "more than 256 translucent grays: gray+alpha",
      colors: (0..<300).map { gray(UInt8($0 % 256), alpha: UInt8($0 / 2)) },
      colorType: 4, bitDepth: 8),
    ReductionCase(
      name: "more than 256 opaque colours: RGB",
      colors: (0..<300).map { ThemeRGBA(red: UInt8($0 % 256), green: UInt8($0 / 256), blue: 7) },
      colorType: 2, bitDepth: 8),
    ReductionCase(
      name: "more than 256 translucent colours: RGBA",
      colors: (0..<300).map {
        ThemeRGBA(red: UInt8($0 % 256), green: UInt8($0 / 256), blue: 7, alpha: UInt8($0 % 200))
      },
      colorType: 6, bitDepth: 8),
  ]
}

@Suite("Encoder: smallest exact colour type, lossless, deterministic")
struct EncoderTests {
  static func randomImage(width: Int, height: Int, seed: UInt64, palette: Int? = nil) -> RGBAImage {
    var random = SeededRandom(seed: seed)
    let colors = palette.map { count in
      (0..<count).map { _ in
        ThemeRGBA(
          red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
          blue: .random(in: 0...255, using: &random), alpha: .random(in: 0...255, using: &random))
      }
    }
    var image = RGBAImage(width: width, height: height, fill: .clear)
    for y in 0..<height {
      for x in 0..<width {
        if let colors {
          image[x, y] = colors[Int.random(in: 0..<colors.count, using: &random)]
        } else {
          image[x, y] = ThemeRGBA(
            red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
            blue: .random(in: 0...255, using: &random), alpha: .random(in: 0...255, using: &random))
        }
      }
    }
    return image
  }

  @Test(arguments: ReductionCase.all)
  func takesEachReductionPath(reduction: ReductionCase) throws {
    let image = reduction.image
    let bytes = try PNGEncoder.encode(image)
    let chunks = ChunkList(parsing: bytes)
    let header = try #require(chunks.data(of: "IHDR"))
    #expect(Int(header[8]) == reduction.bitDepth, "bit depth")
    #expect(Int(header[9]) == reduction.colorType, "colour type")
    #expect(header[12] == 0, "not interlaced")
    if reduction.colorType == 3 {
      #expect(chunks.data(of: "PLTE")?.count == reduction.paletteCount * 3)
      #expect((chunks.data(of: "tRNS")?.count ?? 0) == reduction.transparentCount)
    } else {
      #expect(chunks.data(of: "PLTE") == nil)
      #expect(chunks.data(of: "tRNS") == nil)
    }
    #expect(try PNGDecoder.decode(bytes).image == image)
  }

  @Test(
    arguments: [
      (1, 1, nil), (64, 48, nil), (31, 17, 2), (31, 17, 3), (31, 17, 16), (31, 17, 255), (1, 300, 256),
    ] as [(Int, Int, Int?)])
  func randomImagesRoundTripExactly(width: Int, height: Int, colors: Int?) throws {
    let image = Self.randomImage(
      width: width, height: height, seed: UInt64(width * 1000 + height), palette: colors)
    #expect(try PNGDecoder.decode(try PNGEncoder.encode(image)).image == image)
  }

  @Test func translucentPixelsKeepTheirColourChannels() throws {
    // Straight alpha: a fully transparent pixel still carries its colour.
    var image = Self.randomImage(width: 20, height: 20, seed: 7)
    image[3, 3] = ThemeRGBA(red: 250, green: 1, blue: 2, alpha: 0)
    #expect(try PNGDecoder.decode(try PNGEncoder.encode(image)).image == image)
  }

  @Test(arguments: PNGEncodeOptions.Filter.allCases)
  func everyFilterRoundTrips(filter: PNGEncodeOptions.Filter) throws {
    let image = Self.randomImage(width: 40, height: 9, seed: 3)
    for level in [0, 1, 6, 9] {
      let options = PNGEncodeOptions(compressionLevel: level, filter: filter)
      #expect(try PNGDecoder.decode(try PNGEncoder.encode(image, options: options)).image == image)
    }
  }

  @Test(arguments: [
    (PNGEncodeOptions.Filter.none, UInt8(0)), (.sub, 1), (.up, 2), (.average, 3), (.paeth, 4),
  ])
  func singleFilterIsUsedForEveryRow(filter: PNGEncodeOptions.Filter, code: UInt8) throws {
    let image = Self.randomImage(width: 40, height: 9, seed: 11)  // RGBA, 160 bytes a row
    let bytes = try PNGEncoder.encode(image, options: PNGEncodeOptions(filter: filter))
    let filters = try #require(Zlib.rowFilters(ChunkList(parsing: bytes).imageData, rowBytes: 160, rows: 9))
    // The first row has no previous row; libpng may write it unfiltered.
    #expect(filters[0] == code || filters[0] == 0)
    #expect(filters.dropFirst().allSatisfy { $0 == code }, "row filters \(filters)")
  }

  @Test func automaticFilterLeavesPaletteRowsUnfiltered() throws {
    let image = Self.randomImage(width: 40, height: 9, seed: 5, palette: 200)  // palette 8-bit
    let bytes = try PNGEncoder.encode(image)
    let filters = try #require(Zlib.rowFilters(ChunkList(parsing: bytes).imageData, rowBytes: 40, rows: 9))
    #expect(filters.allSatisfy { $0 == 0 })
  }

  @Test func compressionLevelChangesSizeNotPixels() throws {
    var image = RGBAImage(width: 64, height: 64, fill: .clear)
    for y in 0..<64 {
      for x in 0..<64 { image[x, y] = ThemeRGBA(red: UInt8(x * 4), green: UInt8(y * 4), blue: 0) }
    }
    let stored = try PNGEncoder.encode(image, options: PNGEncodeOptions(compressionLevel: 0))
    let smallest = try PNGEncoder.encode(image, options: PNGEncodeOptions(compressionLevel: 9))
    #expect(smallest.count < stored.count)
    #expect(stored.count > 64 * 64 * 3)  // RGB stored without compression
    #expect(try PNGDecoder.decode(stored).image == PNGDecoder.decode(smallest).image)
  }

  @Test func samePixelsGiveSameBytes() throws {
    for colors in [nil, 5, 200] as [Int?] {
      let image = Self.randomImage(width: 30, height: 30, seed: 99, palette: colors)
      let copy = RGBAImage(width: 30, height: 30, pixels: Array(image.pixels))
      #expect(try PNGEncoder.encode(image) == PNGEncoder.encode(copy))
    }
  }

  @Test(arguments: [true, false])
  func writesOnlyTheCriticalChunksAndAtMostSRGB(writeSRGB: Bool) throws {
    let options = PNGEncodeOptions(writeSRGB: writeSRGB)
    for colors in [nil, 3, 100] as [Int?] {
      let image = Self.randomImage(width: 16, height: 16, seed: 1, palette: colors)
      let types = ChunkList(parsing: try PNGEncoder.encode(image, options: options)).types
      #expect(Set(types).isSubset(of: ["IHDR", "PLTE", "tRNS", "sRGB", "IDAT", "IEND"]), "\(types)")
      #expect(types.first == "IHDR")
      #expect(types.last == "IEND")
      #expect(types.contains("sRGB") == writeSRGB)
      if writeSRGB {
        #expect(ChunkList(parsing: try PNGEncoder.encode(image, options: options)).data(of: "sRGB") == [0])
      }
    }
  }

  @Test(arguments: [-1, 13, 99])
  func compressionLevelOutOfRangeIsAnEncodeError(level: Int) {
    let image = RGBAImage(width: 2, height: 2, fill: .clear)
    #expect {
      _ = try PNGEncoder.encode(image, options: PNGEncodeOptions(compressionLevel: level))
    } throws: { error in
      (error as? PNGError)?.kind == .encode
        && (error as? PNGError)?.description == "cannot encode PNG data: compression level must be 0 to 12"
    }
  }

  @Test func formatThatCannotHoldThePixelsIsAnEncodeError() {
    let image = RGBAImage(width: 2, height: 2, fill: ThemeRGBA(red: 1, green: 2, blue: 3, alpha: 4))
    for format in [
      PNGStorageFormat(colorType: .rgb, bitDepth: 8), PNGStorageFormat(colorType: .gray, bitDepth: 8),
      PNGStorageFormat(colorType: .grayAlpha, bitDepth: 8),
      PNGStorageFormat(colorType: .palette, bitDepth: 1, palette: [ThemeRGBA(red: 0, green: 0, blue: 0)]),
    ] {
      #expect(throws: PNGError.self) { _ = try PNGEncoder.encode(image, as: format) }
    }
  }

  @Test func writeReplacesTheFileAtomicallyAndNamesItInErrors() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("nested/out.png")
    let image = Self.randomImage(width: 5, height: 5, seed: 2)
    try PNGEncoder.write(image, toPath: path)
    #expect(try PNGDecoder.decodeFile(atPath: path).image == image)
    // A folder in the way: the write fails, names the file, and leaves the folder alone.
    let blocked = folder.path("blocked.png")
    try folder.write("x", to: "blocked.png/keep.txt")
    #expect {
      try PNGEncoder.write(image, toPath: blocked)
    } throws: { error in
      let error = error as? PNGError
      return error?.kind == .io && error?.operation == .write
        && error?.description.hasPrefix("cannot write '\(blocked)': ") == true
    }
  }
}
