import Testing
import ThemePackArchive
import ThemePackSupport
import ThemePackToolTestSupport

/// The test-side validator must catch what each keyword forbids, or the schema tests prove nothing.
@Suite("JSON Schema validator used by the tests")
struct JSONSchemaValidatorTests {
  static func json(_ text: String) throws -> JSONValue {
    try JSONDocument.parse(Array(text.utf8)).root
  }

  /// (schema, instance, whether the instance is valid)
  static let cases: [(String, String, Bool)] = [
    (##"{"type": "integer"}"##, "2", true),
    (##"{"type": "integer"}"##, "2.5", false),
    (##"{"type": "number"}"##, "\"2\"", false),
    (##"{"type": ["string", "null"]}"##, "null", true),
    (##"{"type": "object", "required": ["a"]}"##, "{}", false),
    (##"{"required": ["a"]}"##, ##"{"a": 1}"##, true),
    (##"{"properties": {"a": {"type": "string"}}}"##, ##"{"a": 1}"##, false),
    (##"{"properties": {"a": {}}, "additionalProperties": false}"##, ##"{"a": 1}"##, true),
    (##"{"properties": {"a": {}}, "additionalProperties": false}"##, ##"{"a": 1, "b": 2}"##, false),
    (##"{"additionalProperties": {"type": "boolean"}}"##, ##"{"x": true, "y": 0}"##, false),
    (##"{"propertyNames": {"pattern": "^[a-z]+$"}}"##, ##"{"ok": 1, "Not": 2}"##, false),
    (##"{"minProperties": 1}"##, "{}", false),
    (##"{"items": {"type": "string"}}"##, ##"["a", "b"]"##, true),
    (##"{"items": {"type": "string"}}"##, ##"["a", 1]"##, false),
    (##"{"enum": ["a", 1]}"##, "1", true),
    (##"{"enum": ["a", 1]}"##, "\"b\"", false),
    (##"{"pattern": "^#[0-9A-F]{6}$"}"##, "\"#226BAA\"", true),
    (##"{"pattern": "^#[0-9A-F]{6}$"}"##, "\"#226BAAX\"", false),
    (##"{"pattern": "^[^\\u0000-\\u001f]+$"}"##, "\"a\\tb\"", false),
    (##"{"minimum": 0}"##, "0", true),
    (##"{"minimum": 0}"##, "-0.5", false),
    (##"{"exclusiveMinimum": 0}"##, "0", false),
    (##"{"exclusiveMinimum": 0}"##, "0.001", true),
    (##"{"$defs": {"s": {"type": "string"}}, "items": {"$ref": "#/$defs/s"}}"##, "[1]", false),
    (##"{"$defs": {"s": {"type": "string"}}, "items": {"$ref": "#/$defs/s"}}"##, ##"["x"]"##, true),
    (##"{"$ref": "#/$defs/missing"}"##, "1", false),
    (##"{"maximum": 21}"##, "21", true),
    (##"{"maximum": 21}"##, "21.5", false),
    (##"{"oneOf": [{"type": "string"}, {"type": "number"}]}"##, "1", true),
    (##"{"oneOf": [{"type": "string"}, {"type": "number"}]}"##, "true", false),
    (##"{"oneOf": [{"type": "number"}, {"minimum": 0}]}"##, "1", false),
    (##"{"const": 3}"##, "3", false),
    (##"{"maxLength": 3}"##, "\"abc\"", true),
    (##"{"maxLength": 3}"##, "\"abcd\"", false),
    (##"{"minLength": 1}"##, "\"\"", false),
    (##"{"maxProperties": 1}"##, ##"{"a": 1}"##, true),
    (##"{"maxProperties": 1}"##, ##"{"a": 1, "b": 2}"##, false),
    (##"{"title": "t", "description": "d", "$schema": "x"}"##, "1", true),
  ]

  @Test(arguments: cases)
  func keywords(schema: String, instance: String, valid: Bool) throws {
    let errors = JSONSchemaValidator(schema: try Self.json(schema)).errors(in: try Self.json(instance))
    #expect(errors.isEmpty == valid, "\(errors)")
  }
}
