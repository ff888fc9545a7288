/// A raw deflate stream (RFC 1951) of many zero bytes, made without zlib so a 1 GiB
/// bomb costs a few megabytes and a few milliseconds.
///
/// One fixed-Huffman block: a literal 0, then matches of length 258 at distance 1
/// (8 + 5 = 13 bits each), literal zeros for the tail, end of block. Eight matches are
/// exactly 13 bytes, so after the first two groups the output repeats every 13 bytes
/// and is copied instead of encoded.
enum ZeroDeflate {
  private struct BitWriter {
    var bytes: [UInt8] = []
    var buffer: UInt32 = 0
    var count: UInt32 = 0

    /// Writes `length` bits of `value`, least significant first (header fields).
    mutating func bits(_ value: UInt32, _ length: UInt32) {
      buffer |= value << count
      count += length
      while count >= 8 {
        bytes.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        count -= 8
      }
    }

    /// Writes a Huffman code, most significant bit first.
    mutating func code(_ value: UInt32, _ length: UInt32) {
      var reversed: UInt32 = 0
      for bit in 0..<length where value & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
      bits(reversed, length)
    }

    mutating func flush() {
      if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
      buffer = 0
      count = 0
    }
  }

  /// The deflate stream of `count` zeros (`count` ≥ 1).
  static func zeros(count: Int) -> [UInt8] {
    var writer = BitWriter()
    writer.bits(1, 1)  // final block
    writer.bits(1, 2)  // fixed Huffman codes
    writer.code(0x30, 8)  // literal 0
    var matches = (count - 1) / 258
    var tail = (count - 1) % 258
    func match(_ writer: inout BitWriter) {
      writer.code(0xC5, 8)  // length code 285: length 258
      writer.code(0, 5)  // distance code 0: distance 1
    }
    if matches >= 24 {
      for _ in 0..<8 { match(&writer) }
      let start = writer.bytes.count
      for _ in 0..<8 { match(&writer) }
      let period = Array(writer.bytes[start..<(start + 13)])
      let groups = matches / 8 - 2
      writer.bytes.reserveCapacity(writer.bytes.count + groups * 13 + 64)
      for _ in 0..<groups { writer.bytes.append(contentsOf: period) }
      matches -= (groups + 2) * 8
    }
    for _ in 0..<matches { match(&writer) }
    while tail > 0 {
      writer.code(0x30, 8)
      tail -= 1
    }
    writer.code(0, 7)  // end of block
    writer.flush()
    return writer.bytes
  }
}
