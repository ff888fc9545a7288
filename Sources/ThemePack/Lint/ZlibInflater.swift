/// Decompresses zlib data (RFC 1950 around RFC 1951 deflate) in plain Swift, so the lint
/// can read the ICC profile inside an `iCCP` chunk without another C dependency.
///
/// Bounded: output beyond `limit` bytes, or any malformed stream, gives nil.
struct ZlibInflater {
  private let input: [UInt8]
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0
  private var output: [UInt8] = []
  private let limit: Int

  private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int]

    /// Builds the canonical code for `lengths`; nil when the lengths over-subscribe.
    init?(lengths: [Int]) {
      symbols = [Int](repeating: 0, count: lengths.count)
      for length in lengths { counts[length] += 1 }
      var left = 1
      for length in 1..<16 {
        left <<= 1
        left -= counts[length]
        if left < 0 { return nil }
      }
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
    195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
    3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  private init(input: [UInt8], limit: Int) {
    self.input = input
    self.limit = limit
  }

  /// The decompressed bytes of a zlib stream, or nil when it is malformed or too large.
  static func inflate(_ data: [UInt8], limit: Int) -> [UInt8]? {
    guard data.count >= 2, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[0] & 0x0F == 8,
      data[1] & 0x20 == 0
    else { return nil }
    var inflater = ZlibInflater(input: data, limit: limit)
    inflater.position = 2
    return inflater.run() ? inflater.output : nil
  }

  private mutating func run() -> Bool {
    var last = false
    while !last {
      guard let final = bits(1), let type = bits(2) else { return false }
      last = final == 1
      let ok: Bool
      switch type {
      case 0: ok = stored()
      case 1: ok = fixed()
      case 2: ok = dynamic()
      default: ok = false
      }
      if !ok { return false }
    }
    return true
  }

  private mutating func bits(_ count: Int) -> Int? {
    while bitCount < count {
      guard position < input.count else { return nil }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  private mutating func stored() -> Bool {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= input.count else { return false }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    let check = Int(input[position + 2]) | Int(input[position + 3]) << 8
    position += 4
    guard length == ~check & 0xFFFF, position + length <= input.count,
      output.count + length <= limit
    else { return false }
    output += input[position..<(position + length)]
    position += length
    return true
  }

  private mutating func decode(_ code: Huffman) -> Int? {
    var value = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      guard let bit = bits(1) else { return nil }
      value |= bit
      let count = code.counts[length]
      if value - count < first { return code.symbols[index + value - first] }
      index += count
      first += count
      first <<= 1
      value <<= 1
    }
    return nil
  }

  private mutating func fixed() -> Bool {
    var lengths = [Int](repeating: 8, count: 288)
    for symbol in 144..<256 { lengths[symbol] = 9 }
    for symbol in 256..<280 { lengths[symbol] = 7 }
    guard let literal = Huffman(lengths: lengths),
      let distance = Huffman(lengths: [Int](repeating: 5, count: 30))
    else { return false }
    return codes(literal, distance)
  }

  private mutating func dynamic() -> Bool {
    guard let literalCount = bits(5).map({ $0 + 257 }), let distanceCount = bits(5).map({ $0 + 1 }),
      let codeCount = bits(4).map({ $0 + 4 }), literalCount <= 286, distanceCount <= 30
    else { return false }
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeCount {
      guard let length = bits(3) else { return false }
      codeLengths[Self.codeLengthOrder[index]] = length
    }
    guard let lengthCode = Huffman(lengths: codeLengths) else { return false }
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      guard let symbol = decode(lengthCode) else { return false }
      switch symbol {
      case 0..<16:
        lengths.append(symbol)
      case 16:
        guard let previous = lengths.last, let repeatCount = bits(2) else { return false }
        lengths += [Int](repeating: previous, count: 3 + repeatCount)
      case 17:
        guard let repeatCount = bits(3) else { return false }
        lengths += [Int](repeating: 0, count: 3 + repeatCount)
      default:
        guard let repeatCount = bits(7) else { return false }
        lengths += [Int](repeating: 0, count: 11 + repeatCount)
      }
    }
    guard lengths.count == literalCount + distanceCount, lengths[256] != 0,
      let literal = Huffman(lengths: Array(lengths[0..<literalCount])),
      let distance = Huffman(lengths: Array(lengths[literalCount...]))
    else { return false }
    return codes(literal, distance)
  }

  private mutating func codes(_ literal: Huffman, _ distance: Huffman) -> Bool {
    while true {
      guard let symbol = decode(literal) else { return false }
      if symbol < 256 {
        guard output.count < limit else { return false }
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return true
      } else {
        let index = symbol - 257
        guard index < Self.lengthBase.count, let extra = bits(Self.lengthExtra[index]) else { return false }
        let length = Self.lengthBase[index] + extra
        guard let distanceSymbol = decode(distance), distanceSymbol < 30,
          let distanceBits = bits(Self.distanceExtra[distanceSymbol])
        else { return false }
        let back = Self.distanceBase[distanceSymbol] + distanceBits
        guard back <= output.count, output.count + length <= limit else { return false }
        let start = output.count - back
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }
}
