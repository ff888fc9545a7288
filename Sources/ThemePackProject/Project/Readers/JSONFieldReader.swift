import ThemePackSupport

/// Reads typed values out of a parsed JSON document and turns every problem (wrong type,
/// missing key, unknown key, bad value) into a finding with its line and column, instead
/// of failing on the first one.
package struct JSONFieldReader {
  package let document: JSONDocument
  /// The JSON file's path, for findings.
  package let file: String
  /// The theme the file belongs to, for findings.
  package let theme: String?
  package private(set) var findings: [Finding] = []

  package init(document: JSONDocument, file: String, theme: String?) {
    self.document = document
    self.file = file
    self.theme = theme
  }

  /// Records a finding about the value at `path` (or its key, with `atKey`).
  package mutating func report(
    _ ruleID: String, _ severity: Finding.Severity, at path: String, atKey: Bool = false,
    _ message: String
  ) {
    let position = (atKey ? document.positions[path + "#key"] : nil) ?? document.position(of: path)
    findings.append(
      Finding(
        ruleID: ruleID, severity: severity, file: file, line: position?.line,
        column: position?.column, theme: theme, message: message))
  }

  /// The value as an object, or nil after a wrong-type finding.
  package mutating func object(_ value: JSONValue, at path: String, named name: String) -> [String:
    JSONValue]?
  {
    guard let object = value.objectValue else {
      report(
        WrongTypeRule.id, .error, at: path, WrongTypeRule.message(name, expected: "an object", found: value))
      return nil
    }
    return object
  }

  /// Warns about every key of `object` not in `known`, suggesting a close known key.
  package mutating func checkKeys(
    _ object: [String: JSONValue], at path: String, known: [String], in owner: String
  ) {
    for key in object.keys.sorted() where !known.contains(key) {
      report(
        UnknownKeyRule.id, .warning, at: JSONDocument.path(path, key), atKey: true,
        UnknownKeyRule.message(
          key: key, in: owner, suggestion: UnknownKeyRule.suggestion(for: key, among: known)))
    }
  }

  /// Reports a missing required key.
  package mutating func requireKey(
    _ key: String, in object: [String: JSONValue], at path: String, owner: String
  ) {
    if object[key] == nil {
      report(MissingFieldRule.id, .error, at: path, MissingFieldRule.message(key: key, in: owner))
    }
  }

  /// The string member `key`, nil when absent or (after a finding) of another type.
  package mutating func string(_ key: String, in object: [String: JSONValue], at path: String, owner: String)
    -> String?
  {
    guard let value = object[key] else { return nil }
    guard let text = value.stringValue else {
      report(
        WrongTypeRule.id, .error, at: JSONDocument.path(path, key),
        WrongTypeRule.message(Self.describe(key, owner), expected: "a string", found: value))
      return nil
    }
    return text
  }

  /// The number member `key`, nil when absent or (after a finding) of another type.
  package mutating func number(_ key: String, in object: [String: JSONValue], at path: String, owner: String)
    -> Double?
  {
    guard let value = object[key] else { return nil }
    guard let number = value.numberValue else {
      report(
        WrongTypeRule.id, .error, at: JSONDocument.path(path, key),
        WrongTypeRule.message(Self.describe(key, owner), expected: "a number", found: value))
      return nil
    }
    return number
  }

  /// The boolean member `key`, nil when absent or (after a finding) of another type.
  package mutating func bool(_ key: String, in object: [String: JSONValue], at path: String, owner: String)
    -> Bool?
  {
    guard let value = object[key] else { return nil }
    guard let flag = value.boolValue else {
      report(
        WrongTypeRule.id, .error, at: JSONDocument.path(path, key),
        WrongTypeRule.message(Self.describe(key, owner), expected: "true or false", found: value))
      return nil
    }
    return flag
  }

  /// The object member `key`, nil when absent or (after a finding) of another type.
  package mutating func object(_ key: String, in object: [String: JSONValue], at path: String, owner: String)
    -> [String: JSONValue]?
  {
    guard let value = object[key] else { return nil }
    return self.object(value, at: JSONDocument.path(path, key), named: Self.describe(key, owner))
  }

  /// "'scales' in the config", the way messages name a member.
  package static func describe(_ key: String, _ owner: String) -> String {
    "'\(key)' in \(owner)"
  }
}
