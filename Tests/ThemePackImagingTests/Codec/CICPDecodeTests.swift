import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `cICP` in a colour-managed decode (PNG 3rd edition, DOMAIN.md §16), on files libpng
/// writes (`StoredImage`): each supported SDR space converts exactly as lcms2 converts from
/// an ICC profile of the same primaries and curve (`LCMSOracle`, made here from H.273's
/// numbers), `cICP` outranks `iCCP`, 16-bit files convert before the reduction, and HDR,
/// matrices, narrow range, unknown code points and damaged chunks are refused in one line.
@Suite("cICP colour spaces convert to sRGB as lcms2 does")
struct CICPDecodeTests {
  /// An RGBA8 (or RGBA16) PNG of `samples` carrying `chunks` before IDAT.
  static func png(
    _ samples: [UInt16], width: Int, bitDepth: Int = 8, chunks: [(type: String, data: [UInt8])]
  ) throws -> [UInt8] {
    try StoredImage(
      width: width, height: samples.count / 4 / width, colorType: 6, bitDepth: bitDepth, samples: samples,
      extraChunks: chunks
    ).pngBytes()
  }

  static let d65: LCMSOracle.XY = (0.3127, 0.3290)
  static let p3: [LCMSOracle.XY] = [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]
  static let bt709: LCMSOracle.Curve = .parametric(4, [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081])

  /// Code points and the profile H.273 says they are (white, primaries, encoded → linear).
  static let spaces:
    [(cicp: [UInt8], white: LCMSOracle.XY, primaries: [LCMSOracle.XY], curve: LCMSOracle.Curve)] =
      [
        ([12, 13, 0, 1], d65, p3, .srgb),
        ([9, 13, 0, 1], d65, [(0.708, 0.292), (0.170, 0.797), (0.131, 0.046)], .srgb),
        ([9, 8, 0, 1], d65, [(0.708, 0.292), (0.170, 0.797), (0.131, 0.046)], .gamma(1)),
        ([1, 1, 0, 1], d65, [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)], bt709),
        ([9, 14, 0, 1], d65, [(0.708, 0.292), (0.170, 0.797), (0.131, 0.046)], bt709),
        ([6, 6, 0, 1], d65, [(0.630, 0.340), (0.310, 0.595), (0.155, 0.070)], bt709),
        ([5, 4, 0, 1], d65, [(0.64, 0.33), (0.29, 0.60), (0.15, 0.06)], .gamma(2.2)),
        ([4, 5, 0, 1], (0.310, 0.316), [(0.67, 0.33), (0.21, 0.71), (0.14, 0.08)], .gamma(2.8)),
        ([8, 15, 0, 1], (0.310, 0.316), [(0.681, 0.319), (0.243, 0.692), (0.145, 0.049)], bt709),
        ([11, 13, 0, 1], (0.314, 0.351), p3, .srgb),
        ([7, 1, 0, 1], d65, [(0.630, 0.340), (0.310, 0.595), (0.155, 0.070)], bt709),
        ([22, 13, 0, 1], d65, [(0.630, 0.340), (0.295, 0.605), (0.155, 0.077)], .srgb),
      ]

  @Test(arguments: spaces.indices)
  func eachSDRSpaceConvertsAsItsICCProfile(index: Int) throws {
    let space = Self.spaces[index]
    let pixels = ColorManagedDecodeTests.pixels(count: 32 * 32, seed: UInt64(45 + index))
    let bytes = try Self.png(pixels.map(UInt16.init), width: 32, chunks: [("cICP", space.cicp)])
    let decoded = try PNGDecoder.decode(bytes, file: "p.png", colorManaged: true)
    let profile = LCMSOracle.profile(
      curve: space.curve, white: space.white, primaries: space.primaries, description: "H.273", intent: 1)
    #expect(LCMSOracle.maxDifference(decoded.image.pixels, LCMSOracle.toSRGB(pixels, profile: profile)) <= 1)
    #expect(LCMSOracle.maxDifference(decoded.image.pixels, pixels) > 2, "nothing was converted")
    #expect(stride(from: 3, to: pixels.count, by: 4).allSatisfy { decoded.image.pixels[$0] == pixels[$0] })
    guard case .cicp(let cicp)? = decoded.colorSpace else {
      Issue.record("read as \(String(describing: decoded.colorSpace))")
      return
    }
    #expect(cicp.codePoints == space.cicp.map(String.init).joined(separator: "/"))
    #expect(decoded.colorSpace?.convertsToSRGB == true)
  }

  /// Which chunk decides when `cICP` sits beside `iCCP`, `sRGB` or `gAMA`.
  static let priorityCases: [(id: String, chunks: [(type: String, data: [UInt8])], converted: Bool)] = [
    (
      "cICP 12/13 beside iCCP Display P3",
      [("cICP", [12, 13, 0, 1]), ColorManagedDecodeTests.iccp(LCMSOracle.displayP3())], true
    ),
    ("cICP 12/13 beside an sRGB chunk", [("cICP", [12, 13, 0, 1]), ("sRGB", [0])], true),
    ("cICP 12/13 beside gAMA 1.0", [("cICP", [12, 13, 0, 1]), ("gAMA", [0, 1, 0x86, 0xA0])], true),
    (
      "cICP 1/13 beside iCCP Generic RGB",
      [("cICP", [1, 13, 0, 1]), ColorManagedDecodeTests.iccp(LCMSOracle.genericRGBLike())], false
    ),
  ]

  @Test(arguments: priorityCases.indices)
  func cicpOutranksTheOtherColourChunks(index: Int) throws {
    let (id, chunks, converted) = Self.priorityCases[index]
    let pixels = ColorManagedDecodeTests.pixels(count: 256, seed: 7)
    let decoded = try PNGDecoder.decode(
      try Self.png(pixels.map(UInt16.init), width: 16, chunks: chunks), colorManaged: true)
    let expected = converted ? LCMSOracle.toSRGB(pixels, profile: LCMSOracle.displayP3()) : pixels
    #expect(LCMSOracle.maxDifference(decoded.image.pixels, expected) <= (converted ? 1 : 0), "\(id)")
    #expect(decoded.colorSpace?.name.hasPrefix("cICP") == true, "\(id)")
  }

  /// 16-bit samples spread over the whole range, with the dark saturated colours where
  /// reducing to 8 bits first loses most.
  static func sixteenBitSamples(count: Int, seed: UInt64) -> [UInt16] {
    var random = SeededRandom(seed: seed)
    var samples: [UInt16] = []
    while samples.count < count * 4 {
      let dark = samples.count % 8 == 0
      let channel = { () -> UInt16 in
        let value = UInt16(random.byte()) << 8 | UInt16(random.byte())
        return dark ? value / 16 : value
      }
      samples += [channel(), channel(), channel(), UInt16(random.byte()) << 8 | 0xFF]
    }
    return samples
  }

  @Test func sixteenBitDisplayP3ConvertsAtFullDepth() throws {
    let samples = Self.sixteenBitSamples(count: 64 * 64, seed: 16)
    for chunks in [
      [("cICP", [UInt8]([12, 13, 0, 1]))],
      [("cICP", [12, 13, 0, 1]), ColorManagedDecodeTests.iccp(LCMSOracle.displayP3())],
    ] {
      let bytes = try Self.png(samples, width: 64, bitDepth: 16, chunks: chunks)
      let decoded = try PNGDecoder.decode(bytes, colorManaged: true)
      let oracle = LCMSOracle.toSRGB(sixteenBit: samples, profile: LCMSOracle.displayP3())
      #expect(LCMSOracle.maxDifference(decoded.image.pixels, oracle) <= 1)
      // Alpha is libpng's own reduction, exactly.
      let plain = try PNGDecoder.decode(bytes).image.pixels
      #expect(stride(from: 3, to: plain.count, by: 4).allSatisfy { decoded.image.pixels[$0] == plain[$0] })
      // Reducing first, then converting, is what this replaced: it is measurably worse.
      let reducedFirst = LCMSOracle.toSRGB(plain, profile: LCMSOracle.displayP3())
      #expect(LCMSOracle.maxDifference(reducedFirst, oracle) > 1)
    }
  }

  /// 16-bit grey with a cICP: grey is expanded to RGB at full depth and converted.
  @Test func sixteenBitGrayWithCICPConvertsAtFullDepth() throws {
    let grays: [UInt16] = (0..<64).map { UInt16($0 * 1000) }
    let bytes = try StoredImage(
      width: 8, height: 8, colorType: 0, bitDepth: 16, samples: grays, extraChunks: [("cICP", [9, 4, 0, 1])]
    ).pngBytes()
    let decoded = try PNGDecoder.decode(bytes, colorManaged: true)
    let profile = LCMSOracle.profile(
      curve: .gamma(2.2), white: Self.d65, primaries: [(0.708, 0.292), (0.170, 0.797), (0.131, 0.046)],
      description: "BT.2020 2.2", intent: 1)
    let rgba: [UInt16] = grays.flatMap { (gray: UInt16) -> [UInt16] in [gray, gray, gray, 0xFFFF] }
    #expect(
      LCMSOracle.maxDifference(decoded.image.pixels, LCMSOracle.toSRGB(sixteenBit: rgba, profile: profile))
        <= 1)
  }

  /// Every 16-bit layout reaches lcms2 as RGBA16: RGB with a tRNS key colour (Adam7), grey
  /// with alpha, RGBA (Adam7).
  static let sixteenBitLayouts: [(colorType: Int, interlaced: Bool, key: Bool)] = [
    (2, true, true), (2, false, false), (4, false, false), (6, true, false),
  ]

  @Test(arguments: sixteenBitLayouts.indices)
  func everySixteenBitLayoutConvertsAtFullDepth(index: Int) throws {
    let (colorType, interlaced, key) = Self.sixteenBitLayouts[index]
    let channels = [2: 3, 4: 2, 6: 4][colorType]!
    let rgba = Self.sixteenBitSamples(count: 10 * 10, seed: UInt64(160 + index))
    var samples: [UInt16] = []
    var expected: [UInt16] = []
    for pixel in 0..<100 {
      let p = Array(rgba[(pixel * 4)..<(pixel * 4 + 4)])
      switch channels {
      case 3:
        let isKey = key && pixel % 7 == 0
        let rgb = isKey ? [1234, 5678, 9012] : (p[0] == 1234 ? [1235, p[1], p[2]] : Array(p[0..<3]))
        samples += rgb
        expected += rgb + [isKey ? 0 : 0xFFFF]
      case 2:
        samples += [p[0], p[3]]
        expected += [p[0], p[0], p[0], p[3]]
      default:
        samples += p
        expected += p
      }
    }
    let bytes = try StoredImage(
      width: 10, height: 10, colorType: colorType, bitDepth: 16, interlaced: interlaced, samples: samples,
      keyColor: key ? [1234, 5678, 9012] : nil, extraChunks: [("cICP", [12, 13, 0, 1])]
    ).pngBytes()
    let decoded = try PNGDecoder.decode(bytes, colorManaged: true)
    let oracle = LCMSOracle.toSRGB(sixteenBit: expected, profile: LCMSOracle.displayP3())
    #expect(LCMSOracle.maxDifference(decoded.image.pixels, oracle) <= 1)
    #expect(decoded.header.bitDepth == 16 && decoded.header.interlaced == interlaced)
  }

  /// Display P3 against the matrix of DOMAIN.md §16, worked out here in doubles.
  @Test func displayP3MatchesTheDomainMatrix() throws {
    let pixels = ColorManagedDecodeTests.pixels(count: 48 * 48, seed: 0xD3)
    let decoded = try PNGDecoder.decode(
      try Self.png(pixels.map(UInt16.init), width: 48, chunks: [("cICP", [12, 13, 0, 1])]), colorManaged: true
    )
    let matrix: [[Double]] = [[1.2249, -0.2249, 0], [-0.0421, 1.0421, 0], [-0.0196, -0.0786, 1.0983]]
    func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    func encoded(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
    var worst = 0
    for start in stride(from: 0, to: pixels.count, by: 4) {
      let rgb = (0..<3).map { linear(Double(pixels[start + $0]) / 255) }
      for row in 0..<3 {
        let value = zip(matrix[row], rgb).map(*).reduce(0, +)
        let expected = Int((encoded(min(max(value, 0), 1)) * 255).rounded())
        worst = max(worst, abs(expected - Int(decoded.image.pixels[start + row])))
      }
    }
    #expect(worst <= 1)
  }

  /// Refused code points and damaged chunks: the colour-managed decode names the file and
  /// the problem in one line; a plain decode still gives the stored samples.
  static let refusals: [(data: [UInt8], reason: String)] = [
    ([9, 16, 0, 1], "cICP 9/16/0/1: HDR (PQ, transfer 16) is not supported yet"),
    ([9, 18, 0, 1], "cICP 9/18/0/1: HDR (HLG, transfer 18) is not supported yet"),
    ([1, 13, 1, 1], "cICP 1/13/1/1: matrix coefficients 1 (PNG allows only 0, RGB)"),
    ([12, 13, 0, 0], "cICP 12/13/0/0: narrow-range (video) samples are not supported"),
    ([12, 13, 0, 7], "cICP 12/13/0/7: full-range flag 7 is not 0 or 1"),
    (
      [3, 13, 0, 1],
      "cICP 3/13/0/1: colour primaries 3 are not supported (supported: 1, 4, 5, 6, 7, 8, 9, 11, 12, 22)"
    ),
    (
      [2, 13, 0, 1],
      "cICP 2/13/0/1: colour primaries 2 are not supported (supported: 1, 4, 5, 6, 7, 8, 9, 11, 12, 22)"
    ),
    (
      [12, 2, 0, 1],
      "cICP 12/2/0/1: transfer characteristics 2 are not supported (supported: 1, 4, 5, 6, 8, 13, 14, 15)"
    ),
    (
      [12, 255, 0, 1],
      "cICP 12/255/0/1: transfer characteristics 255 are not supported (supported: 1, 4, 5, 6, 8, 13, 14, 15)"
    ),
    ([12, 13, 0], "cICP chunk is 3 bytes long, not 4"),
    ([12, 13, 0, 1, 0], "cICP chunk is 5 bytes long, not 4"),
    ([], "cICP chunk is 0 bytes long, not 4"),
  ]

  @Test(arguments: refusals.indices)
  func refusedInOneLineNamingTheFile(index: Int) throws {
    let (data, reason) = Self.refusals[index]
    let pixels = ColorManagedDecodeTests.pixels(count: 16, seed: 1)
    let bytes = try Self.png(
      pixels.map(UInt16.init), width: 4,
      chunks: [("cICP", data), ColorManagedDecodeTests.iccp(LCMSOracle.displayP3())])
    let error = try #require(throws: PNGError.self) {
      try PNGDecoder.decode(bytes, file: "Assets/hdr.png", colorManaged: true)
    }
    #expect(error.kind == .colorProfile)
    #expect(error.description == "cannot decode 'Assets/hdr.png': " + reason)
    #expect(!error.description.contains("\n"))
    #expect(try PNGDecoder.decode(bytes).image.pixels == pixels)
    #expect(try PNGDecoder.decode(bytes).metadata.declaresNonSRGB)
  }

  /// The 16-bit path keeps the decoder's bounds: a file over the pixel limit is refused
  /// before anything is allocated, converted or not.
  @Test func sixteenBitConversionKeepsThePixelLimits() throws {
    let bytes = try Self.png(
      Self.sixteenBitSamples(count: 64, seed: 3), width: 8, bitDepth: 16, chunks: [("cICP", [12, 13, 0, 1])])
    let limits = PNGLimits(maxWidth: 8192, maxHeight: 8192, maxPixels: 63, maxChunkBytes: 1 << 20)
    let error = try #require(throws: PNGError.self) {
      try PNGDecoder.decode(bytes, file: "big.png", limits: limits, colorManaged: true)
    }
    #expect(error.kind == .tooLarge)
    #expect(try PNGDecoder.decode(bytes, colorManaged: true).header.bitDepth == 16)
    #expect(try PNGColorSpace.of(png: bytes) == PNGDecoder.decode(bytes, colorManaged: true).colorSpace)
  }

  /// A cICP after the image data is not the file's colour space (PNG places it before);
  /// the iCCP before it decides.
  @Test func aCICPAfterTheImageDataIsIgnored() throws {
    let pixels = ColorManagedDecodeTests.pixels(count: 16, seed: 2)
    var bytes = try Self.png(
      pixels.map(UInt16.init), width: 4, chunks: [ColorManagedDecodeTests.iccp(LCMSOracle.genericRGBLike())])
    let iend = bytes.count - 12
    bytes = Array(bytes[..<iend]) + PNGChunkSurgery.chunk("cICP", [9, 16, 0, 1]) + Array(bytes[iend...])
    let decoded = try PNGDecoder.decode(bytes, colorManaged: true)
    guard case .icc? = decoded.colorSpace else {
      Issue.record("read as \(String(describing: decoded.colorSpace))")
      return
    }
  }
}
