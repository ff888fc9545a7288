import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackTestSupport
import ThemePackToolTestSupport

/// One stored PNG format: colour type, bit depth, interlacing, tRNS.
struct StoredFormat: Sendable, CustomTestStringConvertible {
  var colorType: Int
  var bitDepth: Int
  var interlaced: Bool
  var transparencyChunk: Bool

  var testDescription: String {
    let names = [0: "gray", 2: "rgb", 3: "palette", 4: "gray+alpha", 6: "rgba"]
    return "\(names[colorType]!) \(bitDepth)-bit\(interlaced ? " Adam7" : "")"
      + "\(transparencyChunk ? " tRNS" : "")"
  }

  /// Every combination the PNG specification allows (tRNS only where there is no alpha).
  static let all: [StoredFormat] = {
    let depths = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
    var formats: [StoredFormat] = []
    for colorType in [0, 2, 3, 4, 6] {
      for depth in depths[colorType]! {
        for interlaced in [false, true] {
          for transparency in colorType == 4 || colorType == 6 ? [false] : [false, true] {
            formats.append(
              StoredFormat(
                colorType: colorType, bitDepth: depth, interlaced: interlaced,
                transparencyChunk: transparency))
          }
        }
      }
    }
    return formats
  }()
}

/// Expected RGBA8 values computed from the stored samples as the PNG specification says,
/// without the code under test.
enum ExpectedPixels {
  /// An 8-bit value from a sample of `depth` bits: bit replication below 8 bits,
  /// round(v / 257) for 16 bits.
  static func eightBit(_ sample: UInt16, depth: Int) -> UInt8 {
    switch depth {
    case 16:
      return UInt8((Double(sample) / 257).rounded())
    case 8:
      return UInt8(sample)
    default:
      var value = 0
      var bits = 0
      while bits < 8 {
        value = value << depth | Int(sample)
        bits += depth
      }
      return UInt8(value >> (bits - 8))
    }
  }

  static func pixels(of image: StoredImage) -> [UInt8] {
    var pixels: [UInt8] = []
    let channels = image.channels
    for index in 0..<(image.width * image.height) {
      let sample = Array(image.samples[(index * channels)..<((index + 1) * channels)])
      let depth = image.bitDepth
      switch image.colorType {
      case 0:
        let gray = eightBit(sample[0], depth: depth)
        let alpha: UInt8 = image.keyColor == sample ? 0 : 255
        pixels += [gray, gray, gray, alpha]
      case 2:
        let alpha: UInt8 = image.keyColor == sample ? 0 : 255
        pixels += sample.map { eightBit($0, depth: depth) } + [alpha]
      case 3:
        let entry = Int(sample[0])
        let alpha = entry < image.paletteAlpha.count ? image.paletteAlpha[entry] : 255
        pixels += Array(image.palette[(entry * 3)..<(entry * 3 + 3)]) + [alpha]
      case 4:
        let gray = eightBit(sample[0], depth: depth)
        pixels += [gray, gray, gray, eightBit(sample[1], depth: depth)]
      default:
        pixels += sample.map { eightBit($0, depth: depth) }
      }
    }
    return pixels
  }
}

@Suite("Decoder: every stored format written by libpng decodes to the expected ThemeRGBA")
struct DecoderRoundTripTests {
  /// A random image in `format`, its tRNS key present in some pixels and (at 16 bits)
  /// near-misses of it that differ only in the low byte.
  static func fixture(_ format: StoredFormat, width: Int = 17, height: Int = 11) -> StoredImage {
    var random = SeededRandom(seed: UInt64(format.colorType * 100 + format.bitDepth))
    let limit = UInt16((1 << format.bitDepth) - 1)
    var image = StoredImage(
      width: width, height: height, colorType: format.colorType, bitDepth: format.bitDepth,
      interlaced: format.interlaced, samples: [])
    let channels = image.channels
    var paletteCount = 0
    if format.colorType == 3 {
      paletteCount = min(1 << format.bitDepth, 256) - (format.bitDepth == 8 ? 40 : 0)
      image.palette = (0..<(paletteCount * 3)).map { _ in UInt8.random(in: 0...255, using: &random) }
      if format.transparencyChunk {
        image.paletteAlpha = Array([0, 128, 77, 255, 3].prefix(paletteCount))
      }
    }
    let sampleLimit = format.colorType == 3 ? UInt16(paletteCount - 1) : limit
    image.samples = (0..<(width * height * channels)).map { _ in
      UInt16.random(in: 0...sampleLimit, using: &random)
    }
    if format.transparencyChunk && format.colorType != 3 {
      let key = Array(image.samples[0..<channels])
      image.keyColor = key
      // Some more pixels carry the key exactly; at 16 bits others miss it by one.
      for pixel in stride(from: 5, to: width * height, by: 7) {
        for channel in 0..<channels {
          let nearMiss = format.bitDepth == 16 && pixel % 2 == 0 && channel == channels - 1
          image.samples[pixel * channels + channel] = nearMiss ? key[channel] ^ 1 : key[channel]
        }
      }
    }
    return image
  }

  @Test(arguments: StoredFormat.all)
  func decodesEveryPixel(format: StoredFormat) throws {
    let image = Self.fixture(format)
    let bytes = try image.pngBytes()
    let decoded = try PNGDecoder.decode(bytes, file: "fixture.png")
    #expect(decoded.image.width == image.width)
    #expect(decoded.image.height == image.height)
    #expect(decoded.header.colorType.rawValue == format.colorType)
    #expect(decoded.header.bitDepth == format.bitDepth)
    #expect(decoded.header.interlaced == format.interlaced)
    #expect(decoded.header.hasTransparencyChunk == format.transparencyChunk)
    let expected = ExpectedPixels.pixels(of: image)
    let mismatches = (0..<(image.width * image.height)).filter { pixel in
      decoded.image.pixels[(pixel * 4)..<(pixel * 4 + 4)] != expected[(pixel * 4)..<(pixel * 4 + 4)]
    }
    #expect(mismatches.count == 0, "pixels differ, first at \(mismatches.prefix(5))")
  }

  @Test(arguments: [(1, 1), (1, 9), (9, 1), (3, 3), (8, 8), (33, 5)])
  func interlacedSizesSmallerThanThePassGrid(width: Int, height: Int) throws {
    let format = StoredFormat(colorType: 6, bitDepth: 8, interlaced: true, transparencyChunk: false)
    let image = Self.fixture(format, width: width, height: height)
    let decoded = try PNGDecoder.decode(try image.pngBytes())
    #expect(decoded.image.pixels == ExpectedPixels.pixels(of: image))
  }

  @Test func sixteenBitScalingIsRoundedDivisionBy257ForAllValues() throws {
    // 256 × 256 gray samples hold every 16-bit value once.
    let image = StoredImage(
      width: 256, height: 256, colorType: 0, bitDepth: 16,
      samples: (0...65535).map { UInt16($0) })
    let decoded = try PNGDecoder.decode(try image.pngBytes())
    var wrong: [Int] = []
    for value in 0...65535 {
      // round(v / 257) in exact integer arithmetic: floor((2v + 257) / 514).
      let expected = UInt8((2 * value + 257) / 514)
      if decoded.image.pixels[value * 4] != expected { wrong.append(value) }
    }
    #expect(wrong.count == 0, "wrong 8-bit value for \(wrong.count) samples, first \(wrong.prefix(5))")
  }

  @Test func sixteenBitKeyColourMatchesAllSixteenBits() throws {
    // 0x1234 and 0x1235 both scale to the same 8-bit value; only the exact key is clear.
    let key: [UInt16] = [0x1234, 0x8000, 0xFFFF]
    let image = StoredImage(
      width: 3, height: 1, colorType: 2, bitDepth: 16,
      samples: key + [0x1235, 0x8000, 0xFFFF] + [0x1234, 0x8000, 0xFFFE], keyColor: key)
    let decoded = try PNGDecoder.decode(try image.pngBytes())
    let alphas = [decoded.image[0, 0].alpha, decoded.image[1, 0].alpha, decoded.image[2, 0].alpha]
    #expect(alphas == [0, 255, 255])
    #expect(decoded.image[0, 0].red == decoded.image[1, 0].red)
  }

  @Test func sixteenBitGrayKeyColour() throws {
    let image = StoredImage(
      width: 2, height: 1, colorType: 0, bitDepth: 16, samples: [0x0101, 0x0100], keyColor: [0x0101])
    let decoded = try PNGDecoder.decode(try image.pngBytes())
    #expect(decoded.image[0, 0] == ThemeRGBA(red: 1, green: 1, blue: 1, alpha: 0))
    #expect(decoded.image[1, 0] == ThemeRGBA(red: 1, green: 1, blue: 1, alpha: 255))
  }
}
