import ThemePackArchive
import ThemePackSupport

/// A JSON value of the wrong type (a string where a number belongs…).
package enum WrongTypeRule: LintRule {
  package static let id = "wrong-type"
  package static let severity = Finding.Severity.error
  package static let summary = "a JSON value has the wrong type"

  /// "'scales' in the config must be an array of integers, not a string"
  package static func message(_ name: String, expected: String, found: JSONValue) -> String {
    "\(name) must be \(expected), not \(article(found))"
  }

  private static func article(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .array, .object: return "an \(value.typeName)"
    default: return "a \(value.typeName)"
    }
  }
}
