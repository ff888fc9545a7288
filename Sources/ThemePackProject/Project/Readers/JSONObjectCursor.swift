import ThemePackArchive
import ThemePackSupport

/// One JSON object being read: its members, where it sits in the document (a JSON pointer)
/// and how messages name it ("asset 'icon'", "the config"), with the reader its findings go
/// to. A reader of one object takes its cursor and asks for members by key; every wrong
/// type, unknown key or missing key becomes a finding at the member's line and column, and
/// the value comes back nil so reading goes on.
package struct JSONObjectCursor {
  /// The object's members.
  package let members: [String: JSONValue]
  /// The object's JSON pointer ("" for the document's root, "/assets/icon").
  package let path: String
  /// How messages name the object ("the config", "asset 'icon'").
  package let owner: String
  /// Where findings go.
  package let reader: JSONFieldReader

  package init(_ members: [String: JSONValue], at path: String, owner: String, reader: JSONFieldReader) {
    self.members = members
    self.path = path
    self.owner = owner
    self.reader = reader
  }

  /// The raw member `key`, nil when absent.
  package subscript(key: String) -> JSONValue? { members[key] }

  /// The object's keys, sorted (the order findings are reported in).
  package var sortedKeys: [String] { members.keys.sorted() }

  /// The JSON pointer of the member `key`.
  package func path(of key: String) -> String { JSONDocument.path(path, key) }

  /// "'scales' in the config": how messages name the member `key`.
  package func describe(_ key: String) -> String { JSONFieldReader.describe(key, owner) }

  /// The same object under another name in messages ("the 'color' of …").
  package func named(_ owner: String) -> JSONObjectCursor {
    JSONObjectCursor(members, at: path, owner: owner, reader: reader)
  }

  /// Records a finding about the object itself, or about its member `key` (its key's
  /// position with `atKey`, else its value's).
  package func report(
    _ ruleID: String, _ severity: Finding.Severity, at key: String? = nil, atKey: Bool = false,
    _ message: String
  ) {
    reader.report(ruleID, severity, at: key.map(path(of:)) ?? path, atKey: atKey, message)
  }

  /// Warns about every key not in `known`, suggesting a close known key.
  package func checkKeys(_ known: [String]) {
    for key in sortedKeys where !known.contains(key) {
      report(
        UnknownKeyRule.id, .warning, at: key, atKey: true,
        UnknownKeyRule.message(
          key: key, in: owner, suggestion: UnknownKeyRule.suggestion(for: key, among: known)))
    }
  }

  /// Reports `key` as a missing required member when it is absent.
  package func requireKey(_ key: String) {
    if members[key] == nil {
      report(MissingFieldRule.id, .error, MissingFieldRule.message(key: key, in: owner))
    }
  }

  /// The string member `key`, nil when absent or (after a finding) of another type.
  package func string(_ key: String) -> String? {
    typed(key, expected: "a string") { $0.stringValue }
  }

  /// The number member `key`, nil when absent or (after a finding) of another type.
  package func number(_ key: String) -> Double? {
    typed(key, expected: "a number") { $0.numberValue }
  }

  /// The boolean member `key`, nil when absent or (after a finding) of another type.
  package func bool(_ key: String) -> Bool? {
    typed(key, expected: "true or false") { $0.boolValue }
  }

  /// The object member `key` as a cursor named `owner` in later messages (by default
  /// "'key' in <this owner>"); nil when absent or (after a finding) of another type.
  package func object(_ key: String, owner: String? = nil) -> JSONObjectCursor? {
    guard let value = members[key] else { return nil }
    return reader.object(value, at: path(of: key), named: describe(key), owner: owner)
  }

  /// The member `key` of a map-like object (an asset of `assets`, a font of `fonts`) as an
  /// object cursor called `name` in messages, its wrong type included; nil when absent or
  /// (after a finding) of another type.
  package func entry(_ key: String, named name: String) -> JSONObjectCursor? {
    guard let value = members[key] else { return nil }
    return reader.object(value, at: path(of: key), named: name)
  }

  /// The member `key`, already known to hold the object `members`, as a cursor named `owner`
  /// (for members that may be an object or something else, read with a `switch`).
  package func child(_ key: String, _ members: [String: JSONValue], owner: String) -> JSONObjectCursor {
    JSONObjectCursor(members, at: path(of: key), owner: owner, reader: reader)
  }

  private func typed<Value>(_ key: String, expected: String, _ cast: (JSONValue) -> Value?) -> Value? {
    guard let value = members[key] else { return nil }
    guard let typed = cast(value) else {
      report(
        WrongTypeRule.id, .error, at: key,
        WrongTypeRule.message(describe(key), expected: expected, found: value))
      return nil
    }
    return typed
  }
}
