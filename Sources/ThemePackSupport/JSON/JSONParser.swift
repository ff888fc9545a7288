import ThemePackArchive

/// A strict RFC 8259 JSON parser over UTF-8 bytes that tracks line and column.
///
/// Unlike Foundation's decoder it reports where the text goes wrong in words a user
/// can act on, rejects duplicate keys, and never crashes on deep nesting (depth ≤ 200).
package struct JSONParser {
  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  private(set) var positions: [String: JSONDocument.Position] = [:]
  /// Whether `positions` is filled; without it, parsing builds no path strings.
  private let recordsPositions: Bool

  package init(bytes: [UInt8], recordsPositions: Bool = true) {
    self.bytes = bytes
    self.recordsPositions = recordsPositions
    // Skip a UTF-8 byte order mark.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      offset = 3
      lineStart = 3
    }
  }

  package mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    skipWhitespace()
    guard offset < bytes.count else { throw failure("the file is empty; expected a JSON value") }
    let value = try parseValue(path: "")
    skipWhitespace()
    guard offset == bytes.count else { throw failure("unexpected text after the JSON value") }
    return value
  }

  private var position: JSONDocument.Position {
    JSONDocument.Position(line: line, column: offset - lineStart + 1)
  }

  private func failure(_ message: String) -> JSONParseError {
    JSONParseError(message: message, line: line, column: offset - lineStart + 1)
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0D: offset += 1
      case 0x0A:
        offset += 1
        line += 1
        lineStart = offset
      default: return
      }
    }
  }

  private mutating func parseValue(path: String) throws(JSONParseError) -> JSONValue {
    skipWhitespace()
    guard offset < bytes.count else { throw failure("unexpected end of file; expected a value") }
    if recordsPositions { positions[path] = position }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try parseObject(path: path)
    case UInt8(ascii: "["): return try parseArray(path: path)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default:
      throw failure(
        "unexpected character '\(Self.shown(String(UnicodeScalar(bytes[offset]))))'; expected a value")
    }
  }

  private mutating func enter() throws(JSONParseError) {
    depth += 1
    if depth > 200 { throw failure("nesting deeper than 200 levels") }
  }

  private mutating func parseObject(path: String) throws(JSONParseError) -> JSONValue {
    try enter()
    offset += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        throw failure(offset < bytes.count ? "expected a quoted key" : "unexpected end of file in an object")
      }
      let keyPosition = position
      let key = try parseString()
      let memberPath = recordsPositions ? JSONDocument.path(path, key) : ""
      if members[key] != nil {
        throw JSONParseError(
          message: "duplicate key '\(key)'", line: keyPosition.line, column: keyPosition.column)
      }
      if recordsPositions { positions[memberPath + "#key"] = keyPosition }
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
        throw failure("expected ':' after key '\(Self.shown(key))'")
      }
      offset += 1
      members[key] = try parseValue(path: memberPath)
      skipWhitespace()
      guard offset < bytes.count else { throw failure("unexpected end of file in an object") }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        continue
      }
      if bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        depth -= 1
        return .object(members)
      }
      throw failure("expected ',' or '}' after an object member")
    }
  }

  private mutating func parseArray(path: String) throws(JSONParseError) -> JSONValue {
    try enter()
    offset += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      depth -= 1
      return .array(items)
    }
    while true {
      items.append(
        try parseValue(path: recordsPositions ? JSONDocument.path(path, String(items.count)) : ""))
      skipWhitespace()
      guard offset < bytes.count else { throw failure("unexpected end of file in an array") }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        continue
      }
      if bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        depth -= 1
        return .array(items)
      }
      throw failure("expected ',' or ']' after an array item")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
    let expected = Array(word.utf8)
    guard bytes.count - offset >= expected.count,
      Array(bytes[offset..<(offset + expected.count)]) == expected
    else { throw failure("unexpected text; expected a value") }
    offset += expected.count
    return value
  }

  private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = offset
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    func digits(_ parser: inout JSONParser) -> Int {
      let begin = parser.offset
      while parser.offset < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.offset])
      {
        parser.offset += 1
      }
      return parser.offset - begin
    }
    let integerStart = offset
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw failure("invalid number") }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
      throw failure("invalid number: leading zero")
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard digits(&self) > 0 else { throw failure("invalid number: no digits after '.'") }
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
        offset += 1
      }
      guard digits(&self) > 0 else { throw failure("invalid number: no digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let number = Double(text), number.isFinite else { throw failure("number out of range") }
    return .number(number)
  }

  private mutating func parseString() throws(JSONParseError) -> String {
    offset += 1
    var scalars = String.UnicodeScalarView()
    var runStart = offset
    var result = ""
    while true {
      guard offset < bytes.count else { throw failure("unterminated string") }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        result += try decodeUTF8(bytes[runStart..<offset])
        offset += 1
        result.unicodeScalars.append(contentsOf: scalars)
        return result
      }
      if byte < 0x20 {
        throw failure(
          byte == 0x0A ? "unterminated string (line break inside)" : "control character in a string")
      }
      if byte == UInt8(ascii: "\\") {
        result += try decodeUTF8(bytes[runStart..<offset])
        result.unicodeScalars.append(contentsOf: scalars)
        scalars = String.UnicodeScalarView()
        offset += 1
        guard offset < bytes.count else { throw failure("unterminated string") }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""): result += "\""
        case UInt8(ascii: "\\"): result += "\\"
        case UInt8(ascii: "/"): result += "/"
        case UInt8(ascii: "b"): result += "\u{08}"
        case UInt8(ascii: "f"): result += "\u{0C}"
        case UInt8(ascii: "n"): result += "\n"
        case UInt8(ascii: "r"): result += "\r"
        case UInt8(ascii: "t"): result += "\t"
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code) {
            guard bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"),
              bytes[offset + 1] == UInt8(ascii: "u")
            else { throw failure("unpaired surrogate in \\u escape") }
            offset += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate in \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00...0xDFFF).contains(code) {
            throw failure("unpaired surrogate in \\u escape")
          }
          guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
          result.unicodeScalars.append(scalar)
        default:
          throw failure("invalid escape '\\\(Self.shown(String(UnicodeScalar(escape))))'")
        }
        runStart = offset
        continue
      }
      offset += 1
    }
  }

  private mutating func hex4() throws(JSONParseError) -> UInt32 {
    guard bytes.count - offset >= 4 else { throw failure("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("invalid \\u escape")
      }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  /// `slice` as text, refused unless valid UTF-8. `String(validating:as:)` needs macOS 15 or
  /// iOS 18 (the package supports 14 and 17): before those, a repairing decode that changed no
  /// byte (a repair always writes U+FFFD where the input was not valid).
  private func decodeUTF8(_ slice: ArraySlice<UInt8>) throws(JSONParseError) -> String {
    let validated: String?
    if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      validated = String(validating: slice, as: UTF8.self)
    } else {
      let text = String(decoding: slice, as: UTF8.self)
      validated = text.utf8.elementsEqual(slice) ? text : nil
    }
    guard let text = validated else { throw failure("invalid UTF-8 in a string") }
    return text
  }

  /// `text` for a message on one line: control characters as `\u{X}` (found by the JSON
  /// fuzzer: a key holding an escaped newline broke the message in two).
  package static func shown(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }
}
