/// A minimal TrueType font written byte by byte for tests: the tables FreeType needs to open a
/// face (`head`, `hhea`, `maxp`, `hmtx`, `loca`, `glyf`, `cmap`, `name`, `OS/2`, `post`),
/// every glyph empty, a format-4 Unicode character map over the characters given, and the
/// PostScript name, family, style, weight and `fsType` chosen by the test.
public struct TestFont: Sendable {
  public var postScriptName: String
  public var family: String
  public var style: String
  public var weight: Int
  public var fsType: Int
  /// The characters the font has glyphs for (Basic Multilingual Plane only).
  public var characters: String

  public init(
    postScriptName: String, family: String = "Test Sans", style: String = "Regular", weight: Int = 400,
    fsType: Int = 0, characters: String = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 "
  ) {
    self.postScriptName = postScriptName
    self.family = family
    self.style = style
    self.weight = weight
    self.fsType = fsType
    self.characters = characters
  }

  /// The font file's bytes.
  public var bytes: [UInt8] { file(base: 0) }

  /// A TrueType collection (`ttcf`) of `fonts`, in order.
  public static func collection(_ fonts: [TestFont]) -> [UInt8] {
    var out: [UInt8] = Array("ttcf".utf8) + be32(0x0001_0000) + be32(UInt32(fonts.count))
    var base = 12 + 4 * fonts.count
    var bodies: [[UInt8]] = []
    for font in fonts {
      out += be32(UInt32(base))
      let body = font.file(base: base)
      bodies.append(body)
      base += body.count
    }
    return out + bodies.joined()
  }

  /// The sorted, distinct characters of `characters`, each a glyph after `.notdef`.
  private var codes: [UInt16] {
    Array(Set(characters.unicodeScalars.compactMap { $0.value < 0xFFFF ? UInt16($0.value) : nil })).sorted()
  }

  /// The font with its table offsets counted from `base` (its place in a collection).
  func file(base: Int) -> [UInt8] {
    let glyphs = codes.count + 1
    let tables: [(String, [UInt8])] = [
      ("OS/2", os2()), ("cmap", cmap()), ("glyf", []), ("head", head()), ("hhea", hhea(glyphs)),
      ("hmtx", [UInt8]((0..<glyphs).flatMap { _ in be16(500) + be16(0) })),
      ("loca", [UInt8](repeating: 0, count: 2 * (glyphs + 1))), ("maxp", maxp(glyphs)), ("name", name()),
      ("post", be32(0x0003_0000) + [UInt8](repeating: 0, count: 28)),
    ]
    var entrySelector = 0
    while 1 << (entrySelector + 1) <= tables.count { entrySelector += 1 }
    let searchRange = 16 << entrySelector
    var out = be32(0x0001_0000) + be16(tables.count) + be16(searchRange) + be16(entrySelector)
    out += be16(tables.count * 16 - searchRange)
    var offset = base + 12 + 16 * tables.count
    var data: [UInt8] = []
    for (tag, table) in tables {
      out += Array(tag.utf8) + be32(checksum(table)) + be32(UInt32(offset)) + be32(UInt32(table.count))
      let padded = table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
      data += padded
      offset += padded.count
    }
    return out + data
  }

  private func head() -> [UInt8] {
    var out = be32(0x0001_0000) + be32(0x0001_0000) + be32(0) + be32(0x5F0F_3CF5) + be16(0) + be16(1000)
    out += [UInt8](repeating: 0, count: 16)  // created, modified
    out += be16(0) + be16(0xFF38) + be16(1000) + be16(800)  // xMin yMin(-200) xMax yMax
    return out + be16(0) + be16(8) + be16(2) + be16(0) + be16(0)  // style, ppem, hint, loca, glyf
  }

  private func hhea(_ glyphs: Int) -> [UInt8] {
    be32(0x0001_0000) + be16(800) + be16(0xFF38) + be16(0) + be16(500) + be16(0) + be16(0) + be16(500)
      + be16(1) + be16(0) + be16(0) + [UInt8](repeating: 0, count: 8) + be16(0) + be16(glyphs)
  }

  private func maxp(_ glyphs: Int) -> [UInt8] {
    be32(0x0001_0000) + be16(glyphs) + [UInt8](repeating: 0, count: 8) + be16(1)
      + [UInt8](repeating: 0, count: 16)
  }

  private func os2() -> [UInt8] {
    var out = be16(4) + be16(500) + be16(weight) + be16(5) + be16(fsType)
    out += [UInt8](repeating: 0, count: 20 + 2 + 10 + 16) + Array("TEST".utf8) + be16(0x40)
    out += be16(Int(codes.first ?? 0x20)) + be16(Int(codes.last ?? 0x20))
    out += be16(800) + be16(0xFF38) + be16(0) + be16(800) + be16(200) + [UInt8](repeating: 0, count: 8)
    return out + be16(500) + be16(700) + be16(0) + be16(0x20) + be16(0)
  }

  /// A format-4 Unicode map: a segment per character (glyph `i + 1`), then 0xFFFF.
  private func cmap() -> [UInt8] {
    let segments = codes.count + 1
    var ends: [UInt8] = []
    var starts: [UInt8] = []
    var deltas: [UInt8] = []
    for (index, code) in codes.enumerated() {
      ends += be16(Int(code))
      starts += be16(Int(code))
      deltas += be16(Int(UInt16(truncatingIfNeeded: index + 1 - Int(code))))
    }
    ends += be16(0xFFFF)
    starts += be16(0xFFFF)
    deltas += be16(1)
    let offsets = [UInt8](repeating: 0, count: 2 * segments)
    let body = ends + be16(0) + starts + deltas + offsets
    let subtable =
      be16(4) + be16(14 + body.count) + be16(0) + be16(2 * segments) + be16(0) + be16(0) + be16(0)
    return be16(0) + be16(1) + be16(3) + be16(1) + be32(12) + subtable + body
  }

  /// Names 1, 2, 4 and 6 for Windows Unicode English, as UTF-16BE.
  private func name() -> [UInt8] {
    let names: [(Int, String)] = [
      (1, family), (2, style), (4, family + " " + style), (6, postScriptName),
    ]
    var records: [UInt8] = []
    var strings: [UInt8] = []
    for (id, text) in names {
      let encoded = text.utf16.flatMap { be16(Int($0)) }
      records += be16(3) + be16(1) + be16(0x409) + be16(id) + be16(encoded.count) + be16(strings.count)
      strings += encoded
    }
    return be16(0) + be16(names.count) + be16(6 + 12 * names.count) + records + strings
  }

  private func checksum(_ table: [UInt8]) -> UInt32 {
    var sum: UInt32 = 0
    let padded = table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
    for start in stride(from: 0, to: padded.count, by: 4) {
      sum &+= padded[start..<start + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
    return sum
  }
}

private func be16(_ value: Int) -> [UInt8] {
  [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
}

private func be32(_ value: UInt32) -> [UInt8] {
  [
    UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
    UInt8(truncatingIfNeeded: value),
  ]
}
