import Foundation

/// Writes an `Encodable` value in `JSONWriter`'s `.standard` style, byte for byte: keys
/// sorted by their UTF-8 bytes, two-space indent, `"key": value`, `[]` and `{}` for empty
/// containers, a final newline. For the tool's own files that apps read (`index.json`).
///
/// `JSONEncoder` with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` writes
/// the same text (the same escapes, integers as digits) except for two details of its
/// Xcode-like style, which `standardStyle` changes: `"key" : value` and empty containers
/// over three lines. Key order is `JSONEncoder`'s, which is the UTF-8 order for ASCII keys;
/// fractional `Double`s are not written through here (see `JSONValue+Codable`).
package enum StandardJSONEncoder {
  /// The bytes of `value`, ending in a newline.
  package static func bytes<T: Encodable>(_ value: T) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return standardStyle(Array(try encoder.encode(value)))
  }

  /// `JSONEncoder`'s pretty-printed text with the space before each member's colon
  /// dropped, each empty container (`[`, a blank line, indentation, `]`) closed up, and a
  /// final newline. Bytes inside strings are copied as they are.
  package static func standardStyle(_ text: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(text.count + 1)
    var inString = false
    var escaped = false
    var index = 0
    while index < text.count {
      let byte = text[index]
      index += 1
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        output.append(byte)
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: " ") where index < text.count && text[index] == UInt8(ascii: ":"):
        continue
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        let close = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var end = index
        if text[index...].starts(with: [0x0A, 0x0A]) {
          end += 2
          while end < text.count, text[end] == UInt8(ascii: " ") { end += 1 }
        }
        if end > index, end < text.count, text[end] == close {
          output += [byte, close]
          index = end + 1
          continue
        }
      default:
        break
      }
      output.append(byte)
    }
    output.append(0x0A)
    return output
  }
}
