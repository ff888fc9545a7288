import Testing
import ThemePackSupport

/// `JSONDocument.parseValue`, the parse without positions the build uses for its own files,
/// must accept and reject exactly what `parse` does.
@Suite("JSON: parsing without positions")
struct JSONParseValueTests {
  @Test(arguments: [
    #"{"a": [1, 2.5, -3e2, {"b": null}], "c": "\u00e9\n", "d": true, "e": {"f": [[], {}]}}"#,
    "\u{FEFF}[\"byte order mark\"]", "  42  ", #""plain""#, "[{\"x~/y\": false}]",
  ])
  func sameValueAsParse(text: String) throws {
    let bytes = Array(text.utf8)
    #expect(try JSONDocument.parseValue(bytes) == JSONDocument.parse(bytes).root)
  }

  @Test(arguments: [
    "", "{", #"{"a": 1, "a": 2}"#, "[1,]", "01", "[1] 2", "{\n  \"a\": tru\n}", "\"\\x\"",
    String(repeating: "[", count: 201) + String(repeating: "]", count: 201),
  ])
  func sameErrorAsParse(text: String) {
    let bytes = Array(text.utf8)
    var withPositions: JSONParseError?
    var without: JSONParseError?
    do { _ = try JSONDocument.parse(bytes) } catch { withPositions = error }
    do { _ = try JSONDocument.parseValue(bytes) } catch { without = error }
    #expect(withPositions != nil)
    #expect(without == withPositions)
  }
}
