import Foundation

/// What a PDF's names say once read as a PDF reader reads them: a name may spell any byte
/// as `#xx` (`/Java#53cript` is `/JavaScript`), so the checks that look for a name in the
/// raw bytes look in `decoded(_:)` instead.
///
/// Only what is not inside a compressed stream can be seen this way; poppler reads the rest
/// (and runs no script either way).
enum PDFNames {
  /// `bytes` with each name's `#xx` escapes replaced by the byte they stand for; all other
  /// bytes as they are.
  static func decoded(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    var inName = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/") {
        inName = true
      } else if isWhitespace(byte) || isDelimiter(byte) {
        inName = false
      } else if inName, byte == UInt8(ascii: "#"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        result.append(high << 4 | low)
        index += 3
        continue
      }
      result.append(byte)
      index += 1
    }
    return result
  }

  /// The first name in `names` (decoded) that makes a JavaScript action or name tree, as it
  /// reads: "/JavaScript"; nil when there is none.
  static func scriptAction(in names: [UInt8]) -> String? {
    nameOffsets(of: "JavaScript", in: names).isEmpty ? nil : "/JavaScript"
  }

  /// The first `/MediaBox` or `/CropBox` in `names` (decoded) whose value is neither four
  /// numbers in brackets nor a reference to an object, as the file spells it; nil when every
  /// box reads.
  static func unreadableBox(in names: [UInt8]) -> String? {
    for name in ["MediaBox", "CropBox"] {
      for end in nameOffsets(of: name, in: names) where !isReadableBox(names[end...]) {
        let shown = names[end...].prefix(40).prefix { $0 != 0x0A && $0 != 0x0D && $0 != UInt8(ascii: "/") }
        let text = String(decoding: shown, as: UTF8.self).replacingOccurrences(of: "'", with: "")
        return "/\(name) " + text.trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// The offsets just after each name token `/name` (followed by whitespace, a delimiter
  /// or the end).
  private static func nameOffsets(of name: String, in bytes: [UInt8]) -> [Int] {
    let needle = [UInt8(ascii: "/")] + Array(name.utf8)
    guard bytes.count >= needle.count else { return [] }
    var offsets: [Int] = []
    for start in 0...(bytes.count - needle.count)
    where bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle) {
      let end = start + needle.count
      if end == bytes.count || isWhitespace(bytes[end]) || isDelimiter(bytes[end]) { offsets.append(end) }
    }
    return offsets
  }

  /// Whether `value` starts with `[a b c d]` (four numbers) or `n g R` after whitespace.
  private static func isReadableBox(_ value: ArraySlice<UInt8>) -> Bool {
    let text = String(decoding: value.prefix(200), as: UTF8.self)
    let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
    if trimmed.first == "[" {
      guard let close = trimmed.firstIndex(of: "]") else { return false }
      let numbers = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
        .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
      return numbers.count == 4 && numbers.allSatisfy { Double($0)?.isFinite == true }
    }
    let words = trimmed.split(separator: " ", maxSplits: 3).prefix(3)
    return words.count == 3 && Int(words[words.startIndex]) != nil
      && Int(words[words.startIndex + 1]) != nil && words[words.startIndex + 2].hasPrefix("R")
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    [0x00, 0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(byte)
  }

  private static func isDelimiter(_ byte: UInt8) -> Bool {
    Array("()<>[]{}/%".utf8).contains(byte)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
