import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `PNGImageDataMemo`: palette images with the same packed rows share one compressed stream,
/// and a file encoded through the memo is byte for byte the file encoded without it.
@Suite("Image data memo: one compression per tinted shape, the same bytes as without")
struct ImageDataMemoTests {
  /// A disc with a soft edge on a transparent ground: a template tint gives every colour
  /// the same alpha, so the same palette indices.
  static func disc(size: Int, seed: UInt64) -> RGBAImage {
    var random = SeededRandom(seed: seed)
    var pixels: [UInt8] = []
    let radius = Double(size) / 2 - 1
    for y in 0..<size {
      for x in 0..<size {
        let dx = Double(x) - Double(size) / 2
        let dy = Double(y) - Double(size) / 2
        let edge = radius - (dx * dx + dy * dy).squareRoot()
        let alpha = UInt8(max(0, min(255, edge * 64)))
        let gray = UInt8.random(in: 0...255, using: &random)
        pixels += [gray, gray, gray, alpha]
      }
    }
    return RGBAImage(width: size, height: size, pixels: pixels)
  }

  static let colors = [
    ThemeRGBA(red: 0x56, green: 0xAB, blue: 0xE4, alpha: 255),
    ThemeRGBA(red: 0xE4, green: 0x56, blue: 0x12, alpha: 255),
    ThemeRGBA(red: 0x10, green: 0x80, blue: 0x30, alpha: 255),
    ThemeRGBA(red: 0x00, green: 0x00, blue: 0x01, alpha: 255),
  ]

  @Test func everyColourOfOneShapeSharesOneStreamAndKeepsItsBytes() throws {
    let memo = PNGImageDataMemo()
    let shape = Self.disc(size: 40, seed: 1)
    for color in Self.colors {
      let tinted = Tinter.tint(shape, color: color, mode: .template)
      let alone = try PNGEncoder.encode(tinted)
      let shared = try PNGEncoder.encode(tinted, memo: memo)
      #expect(shared == alone, "\(color)")
      #expect(try PNGDecoder.decode(shared).image == tinted)
    }
    #expect(memo.count == 1)
  }

  @Test func otherShapesAndOtherOptionsGetTheirOwnStreams() throws {
    let memo = PNGImageDataMemo()
    let color = Self.colors[0]
    let shapes = [Self.disc(size: 40, seed: 1), Self.disc(size: 24, seed: 1)]
    let options = [PNGEncodeOptions.default, PNGEncodeOptions(compressionLevel: 1, filter: .paeth)]
    for shape in shapes {
      for option in options {
        let tinted = Tinter.tint(shape, color: color, mode: .template)
        #expect(
          try PNGEncoder.encode(tinted, options: option, memo: memo)
            == PNGEncoder.encode(tinted, options: option))
      }
    }
    #expect(memo.count == 4)
  }

  /// Images stored as gray, gray+alpha or truecolour (here gray+alpha) are not tinted
  /// shapes: the memo keeps nothing for them.
  @Test func imagesOtherThanPaletteAreNotKept() throws {
    let memo = PNGImageDataMemo()
    let shape = Self.disc(size: 40, seed: 2)
    let bytes = try PNGEncoder.encode(shape, memo: memo)
    #expect(bytes == (try PNGEncoder.encode(shape)))
    #expect(memo.count == 0)
  }

  /// A memo past its capacity keeps no more streams and still gives every file its bytes.
  @Test func aFullMemoKeepsNoMoreAndChangesNoByte() throws {
    let memo = PNGImageDataMemo(capacity: 1_500)
    let shapes = [20, 24, 28, 32, 36].map { Self.disc(size: $0, seed: 3) }
    for _ in 0..<2 {
      for shape in shapes {
        let tinted = Tinter.tint(shape, color: Self.colors[1], mode: .template)
        #expect(try PNGEncoder.encode(tinted, memo: memo) == PNGEncoder.encode(tinted))
      }
    }
    #expect(memo.count >= 1)
    #expect(memo.count < shapes.count)
  }
}
