/// A JSON value. Objects keep their keys in a dictionary; writers sort them, so output
/// never depends on insertion order.
package enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  /// Any number; integers up to 2^53 are exact.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Convenience for integer numbers.
  package static func integer(_ value: Int) -> JSONValue { .number(Double(value)) }

  package var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  package var numberValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The number when it is a whole number that fits `Int`.
  package var integerValue: Int? {
    guard case .number(let value) = self, value.rounded() == value, abs(value) < 9.0e15 else {
      return nil
    }
    return Int(value)
  }

  package var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  package var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  package var objectValue: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The member `key` of an object, or nil.
  package subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }

  /// A short name of the value's type for messages: "object", "array", "string"…
  package var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .number: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    }
  }
}
