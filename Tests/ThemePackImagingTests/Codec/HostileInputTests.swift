import Testing
import ThemePackImaging
import ThemePackTestSupport
import ThemePackToolTestSupport

/// One damaged or hostile file made by the test, with the error it must give.
struct HostileCase: Sendable, CustomTestStringConvertible {
  var id: String
  var bytes: [UInt8]
  var kind: PNGError.Kind
  /// A phrase of libpng's (or our) reason the message must contain.
  var reason: String

  var testDescription: String { id }

  /// A valid 6 × 5 RGBA file written by libpng, as chunks.
  static let base: ChunkList = {
    var random = SeededRandom(seed: 42)
    let image = StoredImage(
      width: 6, height: 5, colorType: 6, bitDepth: 8,
      samples: (0..<120).map { _ in UInt16.random(in: 0...255, using: &random) })
    return ChunkList(parsing: try! image.pngBytes())
  }()

  /// Raw scanlines for a 2 × 2 RGBA image: filter byte then 8 bytes, twice.
  static func scanlines(filter: UInt8 = 0, rows: Int = 2) -> [UInt8] {
    (0..<rows).flatMap { row in [filter] + (0..<8).map { UInt8(row * 8 + $0) } }
  }

  /// A 2 × 2 file from given chunks between the signature and IEND.
  static func file(_ chunks: [ChunkList.Chunk]) -> [UInt8] {
    ChunkList(chunks + [ChunkList.Chunk(type: "IEND", data: [])]).bytes
  }

  static let header = ChunkList.header(width: 2, height: 2)
  static let idat = ChunkList.Chunk(type: "IDAT", data: Zlib.deflate(scanlines()))

  static func withHeader(
    width: UInt32 = 2, height: UInt32 = 2, bitDepth: UInt8 = 8, colorType: UInt8 = 6,
    compression: UInt8 = 0, interlace: UInt8 = 0
  ) -> [UInt8] {
    var header = ChunkList.header(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlace: interlace)
    header.data[10] = compression
    return file([header, idat])
  }

  static let all: [HostileCase] = {
    let valid = base.bytes
    let signature = ChunkList.signature
    var stream = Zlib.deflate(scanlines())
    stream[stream.count - 1] ^= 0xFF
    let badChecksum = stream
    return [
      HostileCase(id: "empty file", bytes: [], kind: .notPNG, reason: "not a PNG file"),
      HostileCase(
        id: "plain text", bytes: Array("hello, this is not an image\n".utf8), kind: .notPNG,
        reason: "not a PNG file"),
      HostileCase(
        id: "JPEG bytes", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1],
        kind: .notPNG, reason: "not a PNG file"),
      HostileCase(
        id: "first five signature bytes", bytes: Array(valid.prefix(5)), kind: .notPNG,
        reason: "not a PNG file"),
      HostileCase(
        id: "signature damaged by a text-mode transfer (CR LF to LF)",
        bytes: [137, 80, 78, 71, 10, 26, 10] + valid.dropFirst(8), kind: .notPNG,
        reason: "not a PNG file"),
      HostileCase(
        id: "signature only", bytes: signature, kind: .corrupt, reason: "unexpected end of file"),
      HostileCase(
        id: "truncated inside IHDR", bytes: Array(valid.prefix(20)), kind: .corrupt,
        reason: "unexpected end of file"),
      HostileCase(
        id: "truncated inside IDAT", bytes: Array(valid.prefix(valid.count - 20)), kind: .corrupt,
        reason: "unexpected end of file"),
      HostileCase(
        id: "missing IEND", bytes: base.removing("IEND").bytes, kind: .corrupt,
        reason: "unexpected end of file"),
      HostileCase(
        id: "bad IHDR CRC", bytes: base.changing("IHDR") { $0.forcedCRC = 0 }.bytes,
        kind: .corrupt, reason: "IHDR: CRC error"),
      HostileCase(
        id: "bad IDAT CRC", bytes: base.changing("IDAT") { $0.forcedCRC = 1 }.bytes,
        kind: .corrupt, reason: "IDAT: CRC error"),
      HostileCase(
        id: "bad IEND CRC", bytes: base.changing("IEND") { $0.forcedCRC = 2 }.bytes,
        kind: .corrupt, reason: "IEND: CRC error"),
      HostileCase(
        id: "bad CRC in an ancillary gAMA chunk",
        bytes: base.inserting(.init(type: "gAMA", data: [0, 0, 177, 143], forcedCRC: 3), before: "IDAT")
          .bytes,
        kind: .corrupt, reason: "gAMA: CRC error"),
      HostileCase(
        id: "bad CRC in an unknown ancillary chunk",
        bytes: base.inserting(.init(type: "tpXy", data: [1, 2, 3], forcedCRC: 4), before: "IDAT").bytes,
        kind: .corrupt, reason: "CRC error"),
      HostileCase(
        id: "IDAT is not zlib data",
        bytes: file([header, .init(type: "IDAT", data: Array("not zlib at all".utf8))]),
        kind: .corrupt, reason: "IDAT: incorrect header check"),
      HostileCase(
        id: "bad zlib checksum", bytes: file([header, .init(type: "IDAT", data: badChecksum)]),
        kind: .corrupt, reason: "IDAT: incorrect data check"),
      HostileCase(
        id: "bad filter byte",
        bytes: file([header, .init(type: "IDAT", data: Zlib.deflate(scanlines(filter: 5)))]),
        kind: .corrupt, reason: "bad adaptive filter value"),
      HostileCase(
        id: "not enough image data",
        bytes: file([header, .init(type: "IDAT", data: Zlib.deflate(scanlines(rows: 1)))]),
        kind: .corrupt, reason: "Not enough image data"),
      HostileCase(
        id: "missing IDAT", bytes: base.removing("IDAT").bytes, kind: .corrupt, reason: "no IDAT chunk"),
      HostileCase(
        id: "missing IHDR", bytes: base.removing("IHDR").bytes, kind: .corrupt, reason: "Missing IHDR"),
      HostileCase(
        id: "two IHDR chunks", bytes: file([header, header, idat]), kind: .corrupt,
        reason: "IHDR: out of place"),
      HostileCase(
        id: "IHDR of the wrong length",
        bytes: file([.init(type: "IHDR", data: header.data + [0]), idat]), kind: .corrupt,
        reason: "IHDR: invalid"),
      HostileCase(
        id: "palette image without PLTE", bytes: withHeader(colorType: 3), kind: .corrupt,
        reason: "Missing PLTE"),
      HostileCase(
        id: "PLTE length not a multiple of three",
        bytes: file([
          ChunkList.header(width: 2, height: 2, colorType: 3), .init(type: "PLTE", data: [0, 0, 0, 0]), idat,
        ]),
        kind: .corrupt, reason: "PLTE: invalid"),
      HostileCase(
        id: "zero width", bytes: withHeader(width: 0), kind: .corrupt, reason: "width is zero"),
      HostileCase(
        id: "zero height", bytes: withHeader(height: 0), kind: .corrupt, reason: "height is zero"),
      HostileCase(
        id: "bit depth 3", bytes: withHeader(bitDepth: 3, colorType: 0), kind: .corrupt,
        reason: "Invalid IHDR data"),
      HostileCase(
        id: "colour type 5", bytes: withHeader(colorType: 5), kind: .corrupt, reason: "Invalid IHDR data"),
      HostileCase(
        id: "16-bit palette", bytes: withHeader(bitDepth: 16, colorType: 3), kind: .corrupt,
        reason: "Invalid IHDR data"),
      HostileCase(
        id: "unknown compression method", bytes: withHeader(compression: 1), kind: .corrupt,
        reason: "compression method"),
      HostileCase(
        id: "unknown interlace method", bytes: withHeader(interlace: 2), kind: .corrupt,
        reason: "interlace method"),
      HostileCase(
        id: "declares 100000x100000", bytes: withHeader(width: 100_000, height: 100_000), kind: .tooLarge,
        reason: "100000x100000"),
      HostileCase(
        id: "declares 4294967295 pixels wide", bytes: withHeader(width: .max, height: 1), kind: .tooLarge,
        reason: "over the limit"),
      HostileCase(
        id: "declares 8192x4097, over 32 Mpx", bytes: withHeader(width: 8192, height: 4097),
        kind: .tooLarge, reason: "over the limit of 33554432 pixels"),
      HostileCase(
        id: "chunk length over 2^31",
        bytes: signature + header.bytesInFile + [0x80, 0, 0, 0] + Array("IDAT".utf8) + idat.data,
        kind: .corrupt, reason: "out of range"),
      HostileCase(
        id: "tEXt declared over the chunk limit",
        bytes: signature + header.bytesInFile + [1, 0, 0, 0] + Array("tEXt".utf8) + Array("key".utf8),
        kind: .tooLarge, reason: "tEXt: chunk data is too large"),
      HostileCase(
        id: "iCCP declared over the chunk limit",
        bytes: signature + header.bytesInFile + [0, 0x50, 0, 0] + Array("iCCP".utf8) + Array("P3\0\0".utf8),
        kind: .tooLarge, reason: "iCCP: chunk data is too large"),
      HostileCase(
        id: "unknown critical chunk",
        bytes: file([header, .init(type: "ABCD", data: [1]), idat]), kind: .corrupt,
        reason: "unhandled critical chunk"),
      HostileCase(
        id: "chunk type with a digit", bytes: file([header, .init(type: "a1b2", data: [1]), idat]),
        kind: .corrupt, reason: "invalid chunk type"),
      HostileCase(
        id: "Xcode-crushed CgBI file",
        bytes: file([.init(type: "CgBI", data: [0x50, 0, 0x20, 6]), header, idat]), kind: .crushed,
        reason: "CgBI"),
    ]
  }()
}

extension ChunkList.Chunk {
  /// This chunk as it appears in a file: length, type, data, CRC.
  var bytesInFile: [UInt8] {
    Array(ChunkList([self]).bytes.dropFirst(8))
  }
}

@Suite("Decoder: hostile and corrupt input gives typed errors naming the file")
struct HostileInputTests {
  @Test(arguments: HostileCase.all)
  func givesTypedErrorNamingTheFile(hostile: HostileCase) {
    let file = "hostile/\(hostile.id).png"
    #expect {
      _ = try PNGDecoder.decode(hostile.bytes, file: file)
    } throws: { error in
      guard let error = error as? PNGError else { return false }
      #expect(error.kind == hostile.kind)
      #expect(error.file == file)
      #expect(error.description.hasPrefix("cannot decode '\(file)': "))
      #expect(error.reason.contains(hostile.reason), "reason: \(error.reason)")
      #expect(!error.description.contains("\n"))
      return true
    }
  }

  @Test func everyTruncationIsAnError() {
    let bytes = HostileCase.base.bytes
    var decoded: [Int] = []
    for length in 0..<bytes.count {
      do {
        _ = try PNGDecoder.decode(Array(bytes.prefix(length)), file: "cut.png")
        decoded.append(length)
      } catch {
        #expect(error.kind == (length < 8 ? .notPNG : .corrupt), "length \(length): \(error)")
      }
    }
    #expect(decoded.isEmpty, "decoded without error at lengths \(decoded)")
  }

  @Test func everySingleBitFlipIsAnError() {
    // Every byte after the signature is covered by a CRC, a length or the signature.
    let bytes = HostileCase.base.bytes
    var decoded: [Int] = []
    for offset in 0..<bytes.count {
      for bit in 0..<8 {
        var damaged = bytes
        damaged[offset] ^= 1 << bit
        if (try? PNGDecoder.decode(damaged, file: "flip.png")) != nil { decoded.append(offset * 8 + bit) }
      }
    }
    #expect(decoded.isEmpty, "decoded without error after flipping bits \(decoded.prefix(10))")
  }

  @Test func hundredByteFileDeclaringTenGigapixelsIsRejected() throws {
    var bytes = HostileCase.withHeader(width: 100_000, height: 100_000)
    bytes = Array(bytes.prefix(100)) + [UInt8](repeating: 0, count: max(0, 100 - bytes.count))
    #expect(bytes.count == 100)
    #expect {
      _ = try PNGDecoder.decode(bytes, file: "bomb.png")
    } throws: { error in
      let error = error as? PNGError
      return error?.kind == .tooLarge
        && error?.description
          == "cannot decode 'bomb.png': image is 100000x100000, over the limit of 8192x8192 pixels"
    }
  }

  @Test func defaultLimitsAreThoseOfTheIssue() {
    #expect(PNGLimits.default.maxWidth == 8192)
    #expect(PNGLimits.default.maxHeight == 8192)
    #expect(PNGLimits.default.maxPixels == 32 * 1024 * 1024)
  }

  @Test(arguments: [
    (PNGLimits(maxWidth: 9, maxHeight: 100, maxPixels: 1000, maxChunkBytes: 1000), false),
    (PNGLimits(maxWidth: 100, maxHeight: 9, maxPixels: 1000, maxChunkBytes: 1000), false),
    (PNGLimits(maxWidth: 100, maxHeight: 100, maxPixels: 99, maxChunkBytes: 1000), false),
    (PNGLimits(maxWidth: 10, maxHeight: 10, maxPixels: 100, maxChunkBytes: 1000), true),
  ])
  func customSizeLimits(limits: PNGLimits, accepted: Bool) throws {
    let image = StoredImage(
      width: 10, height: 10, colorType: 0, bitDepth: 8, samples: (0..<100).map { UInt16($0) })
    let bytes = try image.pngBytes()
    do {
      let decoded = try PNGDecoder.decode(bytes, file: "ten.png", limits: limits)
      #expect(accepted)
      #expect(decoded.image.width == 10)
    } catch {
      #expect(!accepted)
      #expect(error.kind == .tooLarge)
      #expect(error.description.hasPrefix("cannot decode 'ten.png': image is 10x10"))
      #expect(error.description.contains("over the limit"))
    }
  }

  @Test(arguments: ["tEXt", "iCCP", "zTXt", "tpXy"])
  func chunkLimitAppliesToWholeAncillaryChunks(type: String) throws {
    let chunk = ChunkList.Chunk(
      type: type, data: Array("name".utf8) + [0, 0] + [UInt8](repeating: 7, count: 994))
    let bytes = HostileCase.base.inserting(chunk, before: "IDAT").bytes
    let tight = PNGLimits(maxWidth: 100, maxHeight: 100, maxPixels: 10_000, maxChunkBytes: 999)
    let enough = PNGLimits(maxWidth: 100, maxHeight: 100, maxPixels: 10_000, maxChunkBytes: 1000)
    #expect(
      throws: PNGError(
        kind: .tooLarge, file: "big.png", reason: "\(type): chunk data is too large (the limit is 999 bytes)")
    ) {
      _ = try PNGDecoder.decode(bytes, file: "big.png", limits: tight)
    }
    #expect(try PNGDecoder.decode(bytes, file: "big.png", limits: enough).image.width == 6)
  }

  @Test func toleratedOddities() throws {
    let base = HostileCase.base
    // Bytes after IEND are ignored.
    let original = try PNGDecoder.decode(base.bytes).image
    #expect(try PNGDecoder.decode(base.bytes + Array("trailing".utf8)).image == original)
    // More image data than the rows need is ignored.
    let extra = HostileCase.file([
      HostileCase.header, .init(type: "IDAT", data: Zlib.deflate(HostileCase.scanlines(rows: 3))),
    ])
    #expect(try PNGDecoder.decode(extra).image.pixels == Array(0..<16))
    // A palette index past the palette reads as opaque black.
    let palette = HostileCase.file([
      ChunkList.header(width: 2, height: 1, colorType: 3), .init(type: "PLTE", data: [255, 0, 0]),
      .init(type: "IDAT", data: Zlib.deflate([0, 0, 9])),
    ])
    #expect(try PNGDecoder.decode(palette).image.pixels == [255, 0, 0, 255, 0, 0, 0, 255])
  }

  @Test func missingFileIsAReadError() {
    #expect {
      _ = try PNGDecoder.decodeFile(atPath: "/nonexistent/themepack/missing.png")
    } throws: { error in
      (error as? PNGError)?.description
        == "cannot read '/nonexistent/themepack/missing.png': No such file or directory"
    }
  }
}
