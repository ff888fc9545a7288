/// Finds a key that appears twice in one JSON object. Foundation's `JSONDecoder` keeps the
/// first and `jq` or Python the last, so an index or manifest with `"version"` twice could
/// mean one thing to the client and another to every other reader: the client's readers
/// refuse it, as the tool's strict parser does.
package enum JSONDuplicateKeys {
  /// The first key (decoded, compared as Swift compares strings, which is how a decoder
  /// keys them) that appears twice in one object of `bytes`, or nil. One pass, linear in
  /// the bytes; malformed JSON is left to the decoder (nil, or whatever duplicate comes first).
  package static func first(in bytes: [UInt8]) -> String? {
    // One entry per open container: the keys of an object, nil for an array.
    var open: [Set<String>?] = []
    var expectingKey = false
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"):
        open.append([])
        expectingKey = true
      case UInt8(ascii: "["):
        open.append(nil)
        expectingKey = false
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if !open.isEmpty { open.removeLast() }
        expectingKey = false
      case UInt8(ascii: ","):
        if case .some(.some) = open.last { expectingKey = true }
      case UInt8(ascii: "\""):
        let end = stringEnd(bytes, from: index)
        if expectingKey, case .some(.some(var keys)) = open.last {
          let key = decoded(bytes[(index + 1)..<end])
          if keys.contains(key) { return key }
          open[open.count - 1] = nil  // released before the insert: no copy of the set
          keys.insert(key)
          open[open.count - 1] = keys
        }
        expectingKey = false
        index = end
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// The index of the quote closing the string opened at `start` (or the end of `bytes`).
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == UInt8(ascii: "\"") { return index }
      index += 1
    }
    return bytes.count
  }

  /// A string's body with its escapes decoded (`\n`, `\u00E9`, surrogate pairs).
  private static func decoded(_ body: ArraySlice<UInt8>) -> String {
    guard body.contains(UInt8(ascii: "\\")) else { return String(decoding: body, as: UTF8.self) }
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    var index = body.startIndex
    func flush() {
      scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
      utf8.removeAll()
    }
    func hex(at position: Int) -> UInt32? {
      guard position + 4 <= body.endIndex else { return nil }
      return UInt32(String(decoding: body[position..<(position + 4)], as: UTF8.self), radix: 16)
    }
    while index < body.endIndex {
      let byte = body[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < body.endIndex else {
        utf8.append(byte)
        index += 1
        continue
      }
      flush()
      let escape = body[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "b"): scalars.append("\u{8}")
      case UInt8(ascii: "f"): scalars.append("\u{C}")
      case UInt8(ascii: "u"):
        guard var value = hex(at: index) else { continue }
        index += 4
        if (0xD800..<0xDC00).contains(value), index + 6 <= body.endIndex, body[index] == UInt8(ascii: "\\"),
          body[index + 1] == UInt8(ascii: "u"), let low = hex(at: index + 2), (0xDC00..<0xE000).contains(low)
        {
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          index += 6
        }
        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      default: scalars.append(Unicode.Scalar(escape))
      }
    }
    flush()
    return String(scalars)
  }
}
