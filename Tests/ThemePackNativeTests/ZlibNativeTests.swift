import Testing
import ThemePackNative
import ThemePackToolTestSupport

@Suite("ZlibNative: zlib streams made by zlib itself, inflated by zlib")
struct ZlibNativeTests {
  /// zlib.compress(b"hello hello hello hello", 9): one block, fixed Huffman codes, back-references.
  @Test func fixedHuffmanBlock() {
    let stream: [UInt8] = [
      0x78, 0xDA, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x57, 0xC8, 0x40, 0x27, 0x01, 0x68, 0x03, 0x08, 0xB1,
    ]
    #expect(ZlibNative.inflate(stream, limit: 1000) == Array("hello hello hello hello".utf8))
  }

  /// zlib.compress of a list of squares mod 97: one block with dynamic Huffman codes.
  @Test func dynamicHuffmanBlock() {
    let stream: [UInt8] = [
      0x78, 0xDA, 0x1D, 0x8C, 0x4B, 0x0A, 0x02, 0x41, 0x0C, 0x05, 0xAF, 0xE2, 0x01, 0x6A, 0x31, 0x49,
      0x3A, 0xE9, 0xB4, 0xA7, 0x70, 0xE1, 0x05, 0x44, 0x06, 0x04, 0x71, 0xA5, 0xF7, 0xC7, 0x37, 0x03,
      0x21, 0xE4, 0x53, 0xF5, 0xEE, 0xAF, 0xFD, 0xB3, 0xDF, 0x1E, 0xCF, 0xF7, 0xE5, 0x77, 0x4C, 0xDF,
      0xEB, 0x65, 0xC3, 0x18, 0x2C, 0xAC, 0xF0, 0x24, 0x8A, 0xB1, 0xA8, 0x41, 0x1B, 0x81, 0x0F, 0xC6,
      0x64, 0x3A, 0x4E, 0x18, 0xE5, 0x2C, 0x11, 0xC1, 0x94, 0xE3, 0x64, 0xB0, 0x44, 0xCB, 0x55, 0x80,
      0xE6, 0x41, 0x6E, 0x34, 0x95, 0xF8, 0xA4, 0x9B, 0x1C, 0xB8, 0xD3, 0x4A, 0x53, 0x54, 0x62, 0x46,
      0x17, 0x25, 0xA3, 0x09, 0xC7, 0x44, 0xB2, 0x82, 0x4E, 0xE6, 0x62, 0xAA, 0xC7, 0x59, 0xE7, 0xAA,
      0xA3, 0x5E, 0x75, 0x40, 0x42, 0x25, 0x48, 0x93, 0xFC, 0x07, 0xAA, 0x32, 0x27, 0xB0,
    ]
    let text = "ThemePack themes: " + (0..<60).map { "\($0 * $0 % 97)," }.joined()
    #expect(ZlibNative.inflate(stream, limit: 1000) == Array(text.utf8))
  }

  @Test func storedBlock() {
    let data = Array("stored bytes".utf8)
    #expect(ZlibNative.inflate(PNGChunkSurgery.storedZlib(data), limit: 100) == data)
  }

  @Test func outputBeyondTheLimitIsRefused() {
    let stream: [UInt8] = [
      0x78, 0xDA, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x57, 0xC8, 0x40, 0x27, 0x01, 0x68, 0x03, 0x08, 0xB1,
    ]
    #expect(ZlibNative.inflate(stream, limit: 10) == nil)
  }

  @Test(arguments: [
    [UInt8](), [0x78], [0x78, 0xDA], [0x78, 0xDB, 0xCB], [0x08, 0x1D, 0xFF, 0xFF],
    [0x78, 0xDA, 0x07, 0x00], [0x78, 0x01, 0x01, 0x05, 0x00, 0x00, 0x00],
  ])
  func malformedStreamsGiveNil(stream: [UInt8]) {
    #expect(ZlibNative.inflate(stream, limit: 1000) == nil)
  }

  /// zlib.compress(b"hello hello hello hello", 9), as in `fixedHuffmanBlock`.
  static let hello: [UInt8] = [
    0x78, 0xDA, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x57, 0xC8, 0x40, 0x27, 0x01, 0x68, 0x03, 0x08, 0xB1,
  ]

  @Test func outputOfExactlyTheLimitIsKeptAndOneByteMoreIsRefused() {
    #expect(ZlibNative.inflate(Self.hello, limit: 23) == Array("hello hello hello hello".utf8))
    #expect(ZlibNative.inflate(Self.hello, limit: 22) == nil)
    #expect(ZlibNative.inflate(Self.hello, limit: 0) == nil)
  }

  /// A stream that inflates to far more than the limit (and than one inflate buffer) is
  /// refused; the same stream under a limit that fits inflates in full.
  @Test func largeOutputBeyondTheLimitIsRefused() {
    let data = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7 / 1000) }
    let stream = Zlib.deflate(data)
    #expect(stream.count < 10_000)
    #expect(ZlibNative.inflate(stream, limit: 100_000) == nil)
    #expect(ZlibNative.inflate(stream, limit: 299_999) == nil)
    #expect(ZlibNative.inflate(stream, limit: 300_000) == data)
    #expect(ZlibNative.inflate(stream, limit: 4 << 20) == data)
  }

  @Test func anEmptyStreamInflatesToNothing() {
    #expect(ZlibNative.inflate([0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01], limit: 0) == [])
  }

  /// Every prefix of a sound stream ends early: in the header, in the deflate data or
  /// in the Adler-32 check.
  @Test(arguments: [hello, PNGChunkSurgery.storedZlib(Array("stored bytes".utf8))])
  func streamsThatEndEarlyGiveNil(stream: [UInt8]) {
    #expect(ZlibNative.inflate(stream, limit: 1000) != nil)
    for length in 0..<stream.count {
      #expect(ZlibNative.inflate(Array(stream[0..<length]), limit: 1000) == nil, "first \(length) bytes")
    }
  }

  @Test func aWrongAdlerCheckGivesNil() {
    var stream = Self.hello
    stream[stream.count - 1] ^= 0x01
    #expect(ZlibNative.inflate(stream, limit: 1000) == nil)
  }

  @Test func bytesAfterTheEndOfTheStreamAreIgnored() {
    #expect(
      ZlibNative.inflate(Self.hello + [0xFF, 0x00], limit: 1000) == Array("hello hello hello hello".utf8))
  }

  /// A stream that asks for a preset dictionary (FDICT set) cannot be inflated alone.
  @Test func aPresetDictionaryGivesNil() {
    #expect(ZlibNative.inflate([0x78, 0xBB, 0x00, 0x00, 0x00, 0x01, 0x03, 0x00], limit: 1000) == nil)
  }
}
