/// Splits Swift source into words and symbols, leaving out comments (nested block comments
/// too), numbers and the text of string literals (plain, multi-line and raw), while keeping
/// the code inside string interpolations, which names types like any other code.
///
/// Enough to see which names a file uses; not a Swift parser (regex literals are not known).
struct SwiftTokenizer {
  private let bytes: [UInt8]
  private var index = 0
  private var tokens: [SwiftToken] = []

  private init(_ source: String) {
    bytes = Array(source.utf8)
  }

  /// The tokens of `source`, in order.
  static func tokens(of source: String) -> [SwiftToken] {
    var tokenizer = SwiftTokenizer(source)
    tokenizer.code(untilClosingParenthesis: false)
    return tokenizer.tokens
  }

  private func byte(at offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// Code up to the end, or (inside an interpolation) up to its closing parenthesis.
  private mutating func code(untilClosingParenthesis: Bool) {
    var depth = 0
    while let current = byte(at: 0) {
      if current == ascii("/"), byte(at: 1) == ascii("/") {
        while let next = byte(at: 0), next != ascii("\n") { index += 1 }
      } else if current == ascii("/"), byte(at: 1) == ascii("*") {
        skipBlockComment()
      } else if current == ascii("\"") || (current == ascii("#") && rawStringAhead()) {
        string()
      } else if Self.startsWord(current) {
        word()
      } else if current >= ascii("0"), current <= ascii("9") {
        while let next = byte(at: 0), Self.continuesWord(next) { index += 1 }
      } else {
        if untilClosingParenthesis, current == ascii(")") {
          if depth == 0 {
            index += 1
            return
          }
          depth -= 1
        } else if untilClosingParenthesis, current == ascii("(") {
          depth += 1
        }
        if ![ascii(" "), ascii("\t"), ascii("\n"), ascii("\r"), ascii("`")].contains(current) {
          tokens.append(.symbol(current))
        }
        index += 1
      }
    }
  }

  private mutating func skipBlockComment() {
    index += 2
    var depth = 1
    while depth > 0, let current = byte(at: 0) {
      if current == ascii("/"), byte(at: 1) == ascii("*") {
        depth += 1
        index += 2
      } else if current == ascii("*"), byte(at: 1) == ascii("/") {
        depth -= 1
        index += 2
      } else {
        index += 1
      }
    }
  }

  private func rawStringAhead() -> Bool {
    var offset = 0
    while byte(at: offset) == ascii("#") { offset += 1 }
    return byte(at: offset) == ascii("\"")
  }

  private mutating func word() {
    let start = index
    while let next = byte(at: 0), Self.continuesWord(next) { index += 1 }
    tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
  }

  /// A string literal from its opening delimiter (`"`, `"""`, `#"`…) to its closing one.
  private mutating func string() {
    var hashes = 0
    while byte(at: 0) == ascii("#") {
      hashes += 1
      index += 1
    }
    let multiline = byte(at: 1) == ascii("\"") && byte(at: 2) == ascii("\"")
    index += multiline ? 3 : 1
    while let current = byte(at: 0) {
      if current == ascii("\""), closes(multiline: multiline, hashes: hashes) {
        index += (multiline ? 3 : 1) + hashes
        return
      }
      if current == ascii("\n"), !multiline { return }
      if current == ascii("\\"), (0..<hashes).allSatisfy({ byte(at: 1 + $0) == ascii("#") }) {
        index += 1 + hashes
        if byte(at: 0) == ascii("(") {
          index += 1
          code(untilClosingParenthesis: true)
        } else {
          index += 1
        }
        continue
      }
      index += 1
    }
  }

  /// Whether the quote at `index` (followed by `hashes` hashes) ends the literal.
  private func closes(multiline: Bool, hashes: Int) -> Bool {
    if multiline, byte(at: 1) != ascii("\"") || byte(at: 2) != ascii("\"") { return false }
    let first = multiline ? 3 : 1
    return (0..<hashes).allSatisfy { byte(at: first + $0) == ascii("#") }
  }

  private static func startsWord(_ byte: UInt8) -> Bool {
    (byte >= ascii("a") && byte <= ascii("z")) || (byte >= ascii("A") && byte <= ascii("Z"))
      || byte == ascii("_") || byte == ascii("$") || byte >= 0x80
  }

  private static func continuesWord(_ byte: UInt8) -> Bool {
    startsWord(byte) || (byte >= ascii("0") && byte <= ascii("9"))
  }
}

/// The byte of an ASCII character.
private func ascii(_ character: Unicode.Scalar) -> UInt8 {
  UInt8(character.value)
}
