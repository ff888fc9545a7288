import Testing
import ThemePackArchive
import ThemePackSupport
import ThemePackToolTestSupport

/// `StandardJSONEncoder` (JSONEncoder, then two formatting details changed) writes what
/// `JSONWriter(style: .standard)` writes, byte for byte, for every kind of value the
/// tool's own files hold: integers, booleans, null, any string, nested and empty
/// containers, ASCII keys.
@Suite("StandardJSONEncoder writes JSONWriter's standard style byte for byte")
struct StandardJSONEncoderTests {
  /// Strings that could fool a formatting pass that did not know where strings are.
  static let awkward = [
    "", " : ", "\" : \"", "[\n\n]", "{\n\n  }", "\\", "\\\"", "a\\\" : b", "/", "</script>", "\n\n",
    "\t\r\u{08}\u{0C}",
    "\u{01}\u{1F}\u{7F}", "é", "e\u{301}", "\u{2028}\u{2029}", "😀", "\u{FEFF}", "[]", "{}", " ", ":",
  ]

  static func value(_ random: inout SeededRandom, depth: Int) -> JSONValue {
    switch Int.random(in: 0..<(depth > 3 ? 5 : 8), using: &random) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &random))
    case 2: return .integer(Int.random(in: -9_000_000_000_000_000...9_000_000_000_000_000, using: &random))
    case 3: return .integer(Int.random(in: -3...300, using: &random))
    case 4: return .string(awkward.randomElement(using: &random)! + awkward.randomElement(using: &random)!)
    case 5:
      let count = Int.random(in: 0...3, using: &random)
      return .array((0..<count).map { _ in value(&random, depth: depth + 1) })
    default:
      let count = Int.random(in: 0...4, using: &random)
      var members: [String: JSONValue] = [:]
      for _ in 0..<count {
        let key = ["a", "B", "_", "z1", "z10", "z9", "contentSHA256", "sha256", " : ", "\"", "\\", "[", "\n"]
          .randomElement(using: &random)!
        members[key] = value(&random, depth: depth + 1)
      }
      return .object(members)
    }
  }

  @Test func randomValuesGiveTheSameBytes() throws {
    var random = SeededRandom(seed: 11)
    for _ in 0..<2_000 {
      let value = Self.value(&random, depth: 0)
      let expected = JSONWriter(style: .standard).bytes(value)
      let encoded = try StandardJSONEncoder.bytes(value)
      #expect(encoded == expected, "\(JSONWriter(style: .standard).string(value))")
      if encoded != expected { return }
    }
  }

  @Test(arguments: awkward)
  func everyAwkwardStringIsWrittenAsTheWriterDoes(text: String) throws {
    let value = JSONValue.object([text: .array([.string(text), .object([:]), .array([])])])
    #expect(try StandardJSONEncoder.bytes(value) == JSONWriter(style: .standard).bytes(value))
  }

  @Test func emptyContainersAndTheSeparator() throws {
    let value = JSONValue.object([
      "a": .array([]), "b": .object([:]), "c": .array([.array([]), .object([:])]),
    ])
    let text = String(decoding: try StandardJSONEncoder.bytes(value), as: UTF8.self)
    #expect(
      text == """
        {
          "a": [],
          "b": {},
          "c": [
            [],
            {}
          ]
        }

        """)
  }
}
