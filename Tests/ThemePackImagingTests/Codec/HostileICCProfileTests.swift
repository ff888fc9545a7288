import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackTestSupport
import ThemePackToolTestSupport

/// Damaged and hostile ICC profiles in `iCCP`: each is refused with one clear line naming
/// the file, never a crash, and never read past its bounds.
@Suite("Hostile ICC profiles are refused with a clear error")
struct HostileICCProfileTests {
  static let valid = LCMSOracle.displayP3()

  static func integer(_ value: UInt32, at offset: Int, in bytes: [UInt8]) -> [UInt8] {
    var copy = bytes
    copy.replaceSubrange(offset..<(offset + 4), with: PNGChunkSurgery.bigEndian(value))
    return copy
  }

  /// The offset of the first tag table entry's offset field.
  static let firstTagOffset = 132 + 4

  static let cases: [(id: String, profile: [UInt8], reason: String)] = [
    ("empty", [], "ICC profile: truncated: 0 bytes, a profile has at least 132"),
    (
      "header only", Array(valid.prefix(100)), "ICC profile: truncated: 100 bytes, a profile has at least 132"
    ),
    (
      "cut in the tag data", Array(valid.prefix(valid.count - 40)),
      "ICC profile: truncated: declares \(valid.count) bytes, holds \(valid.count - 40)"
    ),
    (
      "declared size too small", integer(64, at: 0, in: valid),
      "ICC profile: declared size 64 bytes is outside 132 to 4194304"
    ),
    (
      "declared size 4 GiB", integer(0xFFFF_FFFF, at: 0, in: valid),
      "ICC profile: declared size 4294967295 bytes is outside 132 to 4194304"
    ),
    (
      "wrong signature", integer(0x4142_4344, at: 36, in: valid),
      "ICC profile: wrong signature 'ABCD', expected 'acsp'"
    ),
    (
      "huge tag count", integer(0x7FFF_FFFF, at: 128, in: valid),
      "ICC profile: tag count 2147483647 does not fit in a profile of \(valid.count) bytes"
    ),
    (
      "tag count just past the table", integer(UInt32((valid.count - 132) / 12 + 1), at: 128, in: valid),
      "ICC profile: tag count \((valid.count - 132) / 12 + 1) does not fit in a profile of \(valid.count) bytes"
    ),
    (
      "tag offset past the end", integer(UInt32(valid.count + 10), at: firstTagOffset, in: valid),
      "ICC profile: tag '\(tagName(0))' lies outside the profile (offset \(valid.count + 10), size \(tagSize(0)), "
        + "profile \(valid.count) bytes)"
    ),
    (
      "tag size wraps around", integer(0xFFFF_FFF0, at: firstTagOffset + 4, in: valid),
      "ICC profile: tag '\(tagName(0))' lies outside the profile (offset \(tagOffset(0)), size 4294967280, "
        + "profile \(valid.count) bytes)"
    ),
    (
      "tag offset into the header", integer(4, at: firstTagOffset, in: valid),
      "ICC profile: tag '\(tagName(0))' lies outside the profile (offset 4, size \(tagSize(0)), "
        + "profile \(valid.count) bytes)"
    ),
    (
      "device link", integer(0x6C69_6E6B, at: 12, in: valid),
      "ICC profile: a 'link' profile cannot describe an image's colours"
    ),
    (
      "only a description", PNGChunkSurgery.iccProfile(description: "Generic RGB Profile"),
      "ICC profile: wrong signature '????', expected 'acsp'"
    ),
  ]

  static func tagName(_ index: Int) -> String {
    String(decoding: valid[(132 + index * 12)..<(136 + index * 12)], as: UTF8.self)
  }

  static func tagOffset(_ index: Int) -> Int { read(valid, 136 + index * 12) }
  static func tagSize(_ index: Int) -> Int { read(valid, 140 + index * 12) }

  static func read(_ bytes: [UInt8], _ at: Int) -> Int {
    bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
  }

  static func png(iccp data: [UInt8]) throws -> [UInt8] {
    let plain = try PNGEncoder.encode(
      RGBAImage(width: 2, height: 2, fill: ThemeRGBA(red: 10, green: 200, blue: 30)),
      options: PNGEncodeOptions(writeSRGB: false))
    return PNGChunkSurgery.inserting("iCCP", data, into: plain)
  }

  @Test(arguments: cases.indices)
  func damagedProfileIsRefused(index: Int) throws {
    let (id, profile, reason) = Self.cases[index]
    let bytes = try Self.png(iccp: Array("ICC".utf8) + [0, 0] + Zlib.deflate(profile))
    #expect(throws: PNGError(kind: .colorProfile, file: "Themes/a/x.png", reason: reason), "\(id)") {
      try PNGDecoder.decode(bytes, file: "Themes/a/x.png", colorManaged: true)
    }
    // A plain decode never looks at the profile.
    #expect(try PNGDecoder.decode(bytes).image.width == 2)
  }

  /// lcms2's own refusals: tags in place, but their contents are not what they claim.
  @Test func tagContentsLCMSRefuses() throws {
    // Every tag's data overwritten by 0xEE: types and counts are garbage.
    var profile = Self.valid
    let tags = Self.read(profile, 128)
    for index in 0..<tags {
      let offset = Self.read(profile, 136 + index * 12)
      let size = Self.read(profile, 140 + index * 12)
      for at in offset..<(offset + size) { profile[at] = 0xEE }
    }
    let bytes = try Self.png(iccp: Array("ICC".utf8) + [0, 0] + Zlib.deflate(profile))
    do {
      _ = try PNGDecoder.decode(bytes, file: "g.png", colorManaged: true)
      Issue.record("a profile of garbage tags was accepted")
    } catch {
      #expect(error.kind == .colorProfile)
      #expect(error.description.hasPrefix("cannot decode 'g.png': ICC profile: lcms2 cannot "))
      #expect(!error.description.contains("\n"))
    }
  }

  static let damagedChunks: [(id: String, data: [UInt8])] = {
    let name: [UInt8] = Array("ICC".utf8)
    let bomb: [UInt8] = Zlib.deflate([UInt8](repeating: 0, count: 5 << 20))
    return [
      ("no name separator", [UInt8](repeating: 65, count: 90)),
      ("unknown compression method", name + [0, 1] + Zlib.deflate(valid)),
      ("damaged zlib data", name + [0, 0, 0x78, 0x9C, 0xFF, 0xFF, 0xFF]),
      ("inflates past 4 MiB", name + [0, 0] + bomb),
    ]
  }()

  @Test(arguments: damagedChunks.indices)
  func damagedChunkIsRefused(index: Int) throws {
    let (id, data) = Self.damagedChunks[index]
    let bytes = try Self.png(iccp: data)
    do {
      _ = try PNGDecoder.decode(bytes, file: "c.png", colorManaged: true)
      Issue.record("\(id): accepted")
    } catch {
      #expect(error.kind == .colorProfile, "\(id)")
      #expect(error.description.hasPrefix("cannot decode 'c.png': ICC profile: "), "\(id)")
    }
  }

  /// Random byte damage anywhere in a valid profile: a conversion or a `.colorProfile`
  /// error, never a crash or another kind of error.
  @Test func randomDamageNeverCrashes() throws {
    var random = SeededRandom(seed: 0xDA4A9E)
    for round in 0..<300 {
      var profile = Self.valid
      for _ in 0..<(1 + round % 8) {
        profile[Int.random(in: 0..<profile.count, using: &random)] = random.byte()
      }
      let bytes = try Self.png(iccp: Array("ICC".utf8) + [0, 0] + Zlib.deflate(profile))
      do {
        _ = try PNGDecoder.decode(bytes, file: "r.png", colorManaged: true)
      } catch {
        #expect(error.kind == .colorProfile, "round \(round): \(error)")
      }
    }
  }
}
