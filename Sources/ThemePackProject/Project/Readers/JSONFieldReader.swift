import ThemePackArchive
import ThemePackSupport

/// Reads typed values out of a parsed JSON document and turns every problem (wrong type,
/// missing key, unknown key, bad value) into a finding with its line and column, instead
/// of failing on the first one.
///
/// A reader is shared by reference: every `JSONObjectCursor` made from it reports into the
/// same `findings`, so a function reading one object takes its cursor and nothing else.
package final class JSONFieldReader {
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
  package func report(
    _ ruleID: String, _ severity: Finding.Severity, at path: String, atKey: Bool = false,
    _ message: String
  ) {
    let position = (atKey ? document.positions[path + "#key"] : nil) ?? document.position(of: path)
    findings.append(
      Finding(
        ruleID: ruleID, severity: severity, file: file, line: position?.line,
        column: position?.column, theme: theme, message: message))
  }

  /// The value at `path` as an object cursor named `owner` in later messages (by default
  /// `name`), or nil after a wrong-type finding that calls it `name`.
  package func object(_ value: JSONValue, at path: String, named name: String, owner: String? = nil)
    -> JSONObjectCursor?
  {
    guard let members = value.objectValue else {
      report(
        WrongTypeRule.id, .error, at: path, WrongTypeRule.message(name, expected: "an object", found: value))
      return nil
    }
    return JSONObjectCursor(members, at: path, owner: owner ?? name, reader: self)
  }

  /// The document's root as an object cursor named `owner`, or nil after a wrong-type finding.
  package func root(named owner: String) -> JSONObjectCursor? {
    object(document.root, at: "", named: owner)
  }

  /// "'scales' in the config", the way messages name a member.
  package static func describe(_ key: String, _ owner: String) -> String {
    "'\(key)' in \(owner)"
  }
}
