/// Builds PNG chunks by hand (CRC-32, a stored zlib stream, a tiny ICC profile) so tests can
/// make files with colour chunks the encoder never writes.
package enum PNGChunkSurgery {
  /// `bytes` with a chunk inserted right after IHDR (or before it, with `first`).
  package static func inserting(_ type: String, _ data: [UInt8], into bytes: [UInt8], first: Bool = false)
    -> [UInt8]
  {
    let ihdrEnd = 8 + 4 + 4 + 13 + 4
    let at = first ? 8 : ihdrEnd
    return Array(bytes[..<at]) + chunk(type, data) + Array(bytes[at...])
  }

  package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
  }

  /// `iCCP` data: name, NUL, method 0, zlib stream of `profile`.
  package static func iccpData(name: String, profile: [UInt8]) -> [UInt8] {
    Array(name.utf8) + [0, 0] + storedZlib(profile)
  }

  /// A minimal ICC profile holding only a v2 `desc` tag with `description`.
  package static func iccProfile(description: String) -> [UInt8] {
    let text = Array(description.utf8) + [0]
    let tag = Array("desc".utf8) + [0, 0, 0, 0] + bigEndian(UInt32(text.count)) + text
    let tagOffset = 128 + 4 + 12
    var profile = [UInt8](repeating: 0, count: 128)
    profile += bigEndian(1)
    profile += Array("desc".utf8) + bigEndian(UInt32(tagOffset)) + bigEndian(UInt32(tag.count))
    profile += tag
    let size = bigEndian(UInt32(profile.count))
    profile.replaceSubrange(0..<4, with: size)
    return profile
  }

  /// A zlib stream with one stored (uncompressed) deflate block.
  package static func storedZlib(_ data: [UInt8]) -> [UInt8] {
    let length = UInt16(data.count)
    var stream: [UInt8] = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8)]
    stream += [UInt8(~length & 0xFF), UInt8(~length >> 8)]
    stream += data
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return stream + bigEndian(b << 16 | a)
  }

  package static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  package static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
