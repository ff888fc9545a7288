/// CRC-32 (ISO-HDLC, as zip uses it), written for the tests and independent of zlib.
public enum TestCRC32 {
  private static let polynomial: UInt32 = 0xEDB8_8320

  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 != 0 ? (value >> 1) ^ polynomial : value >> 1 }
    return value
  }

  public static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return ~crc
  }

  /// The CRC-32 of `count` zero bytes without touching them: the register update for a
  /// zero byte is linear, so it is raised to the `count`-th power over GF(2).
  public static func zeros(count: Int) -> UInt32 {
    func apply(_ matrix: [UInt32], _ vector: UInt32) -> UInt32 {
      var result: UInt32 = 0
      var bits = vector
      var row = 0
      while bits != 0 {
        if bits & 1 != 0 { result ^= matrix[row] }
        bits >>= 1
        row += 1
      }
      return result
    }
    func square(_ matrix: [UInt32]) -> [UInt32] { matrix.map { apply(matrix, $0) } }
    var oneBit = [polynomial]
    for bit in 1..<32 { oneBit.append(UInt32(1) << (bit - 1)) }
    var power = square(square(square(oneBit)))
    var state: UInt32 = 0xFFFF_FFFF
    var remaining = count
    while remaining > 0 {
      if remaining & 1 != 0 { state = apply(power, state) }
      power = square(power)
      remaining >>= 1
    }
    return ~state
  }
}
