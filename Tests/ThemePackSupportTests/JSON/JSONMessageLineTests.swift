import Testing
import ThemePackSupport

/// Parse errors that quote the input stay on one line (found by the JSON fuzzer: a key
/// holding an escaped newline split the message in two).
@Suite("JSON: error messages quote input on one line")
struct JSONMessageLineTests {
  @Test(arguments: [
    (#"{"a\nb" 1}"#, #"expected ':' after key 'a\u{A}b'"#),
    ("[\u{0B}]", #"unexpected character '\u{B}'; expected a value"#),
    ("[\"\\\u{01}\"]", #"invalid escape '\\u{1}'"#),
  ])
  func quotedTextIsEscaped(text: String, message: String) {
    #expect {
      _ = try JSONDocument.parseValue(Array(text.utf8))
    } throws: { error in
      let description = (error as? JSONParseError)?.description ?? ""
      return description.hasSuffix(message) && !description.contains("\n")
    }
  }
}
