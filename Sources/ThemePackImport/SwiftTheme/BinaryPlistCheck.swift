/// Checks the shape of a binary property list (`bplist00`) before Foundation parses it:
/// a trailer that fits, every offset and object reference in range, counts that fit in the
/// file, and no container that holds itself (directly or through others).
///
/// Written here because Foundation's binary reader on Linux is not documented to survive
/// hostile files (reference cycles and huge counts are the classic crashes of binary plist
/// readers); with these checks passed, what is left for Foundation is well-formed structure.
/// Follows Apple's published format (CFBinaryPList.c): a 32-byte trailer of offset size,
/// reference size, object count, top object and offset-table position.
package struct BinaryPlistCheck {
  /// The most objects a theme file may hold.
  package static let maxObjects = 100_000
  /// The deepest nesting of arrays and dictionaries.
  package static let maxDepth = 64

  package let bytes: [UInt8]
  private var offsets: [Int] = []
  private var referenceSize = 0

  /// Whether `bytes` starts like a binary plist.
  package static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist00".utf8)) }

  /// Why `bytes` is not a sound binary plist, or nil when Foundation may read it.
  package static func problem(_ bytes: [UInt8]) -> String? {
    var check = BinaryPlistCheck(bytes: bytes)
    return check.run()
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func run() -> String? {
    guard bytes.count >= 8 + 1 + 32 else { return "a binary plist too short for its trailer" }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    let count = number(at: trailer + 8, size: 8)
    let top = number(at: trailer + 16, size: 8)
    let tableStart = number(at: trailer + 24, size: 8)
    guard [1, 2, 4, 8].contains(offsetSize), [1, 2, 4, 8].contains(referenceSize) else {
      return "a binary plist trailer with offset size \(offsetSize) and reference size \(referenceSize)"
    }
    guard count >= 1, count <= UInt64(Self.maxObjects) else {
      return "a binary plist of \(count) objects (at most \(Self.maxObjects))"
    }
    guard top < count else { return "a binary plist whose top object \(top) is not among its \(count)" }
    guard tableStart >= 9, tableStart <= UInt64(trailer),
      count * UInt64(offsetSize) <= UInt64(trailer) - tableStart
    else { return "a binary plist whose offset table lies outside the file" }
    for index in 0..<Int(count) {
      let offset = number(at: Int(tableStart) + index * offsetSize, size: offsetSize)
      guard offset >= 8, offset < tableStart else {
        return "a binary plist whose object \(index) starts outside the object area"
      }
      offsets.append(Int(offset))
    }
    var state = [UInt8](repeating: 0, count: offsets.count)
    return visit(Int(top), depth: 0, limit: Int(tableStart), state: &state)
  }

  /// Walks object `index` and what it holds; `state` is 1 while on the current path, 2 done.
  private func visit(_ index: Int, depth: Int, limit: Int, state: inout [UInt8]) -> String? {
    if state[index] == 2 { return nil }
    if state[index] == 1 { return "a binary plist whose object \(index) holds itself" }
    guard depth <= Self.maxDepth else { return "a binary plist nested deeper than \(Self.maxDepth) levels" }
    let start = offsets[index]
    let marker = bytes[start]
    let kind = marker >> 4
    var length = Int(marker & 0x0F)
    var body = start + 1
    if [0x4, 0x5, 0x6, 0xA, 0xC, 0xD].contains(kind), length == 0x0F {
      guard body < limit, bytes[body] >> 4 == 0x1 else {
        return "a binary plist whose object \(index) has a malformed count"
      }
      let size = 1 << Int(bytes[body] & 0x0F)
      guard size <= 8, body + 1 + size <= limit else {
        return "a binary plist whose object \(index) has a malformed count"
      }
      let value = number(at: body + 1, size: size)
      guard value <= UInt64(limit) else {
        return "a binary plist whose object \(index) claims \(value) items in a \(bytes.count)-byte file"
      }
      length = Int(value)
      body += 1 + size
    }
    let itemBytes: Int
    switch kind {
    case 0x0: itemBytes = 0
    case 0x1, 0x2: itemBytes = 1 << length
    case 0x3: itemBytes = 8
    case 0x4, 0x5: itemBytes = length
    case 0x6: itemBytes = length * 2
    case 0x8: itemBytes = length + 1
    case 0xA: itemBytes = length * referenceSize
    case 0xC:
      // Foundation on Linux crashes bridging a set (found by `make fuzz FUZZ_TARGET=plist`);
      // plists written by Apple's tools never hold one.
      return "a binary plist whose object \(index) is a set, which property lists do not hold"
    case 0xD: itemBytes = length * 2 * referenceSize
    default: return "a binary plist whose object \(index) has unknown type 0x\(String(marker, radix: 16))"
    }
    guard itemBytes <= limit - body else {
      return "a binary plist whose object \(index) runs past the object area"
    }
    guard [0xA, 0xC, 0xD].contains(kind) else { return nil }
    state[index] = 1
    for item in 0..<(itemBytes / referenceSize) {
      let reference = number(at: body + item * referenceSize, size: referenceSize)
      guard reference < UInt64(offsets.count) else {
        return "a binary plist whose object \(index) refers to object \(reference) of \(offsets.count)"
      }
      if let problem = visit(Int(reference), depth: depth + 1, limit: limit, state: &state) { return problem }
    }
    state[index] = 2
    return nil
  }

  /// The big-endian unsigned number of `size` bytes at `at`.
  private func number(at: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for byte in bytes[at..<(at + size)] { value = value << 8 | UInt64(byte) }
    return value
  }
}
