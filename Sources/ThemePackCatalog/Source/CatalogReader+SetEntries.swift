import ThemePackProject
import ThemePackSupport

extension CatalogReader {
  /// The root object of a set's `Contents.json`, its keys checked against `known`; nil
  /// (after a finding) when the root is not an object. `owner` names the set in findings
  /// ("image set 'icon'").
  package static func setRoot(
    of document: JSONDocument, known: [String], owner: String, _ json: inout JSONFieldReader
  ) -> [String: JSONValue]? {
    guard let root = json.object(document.root, at: "", named: "the Contents.json of \(owner)") else {
      return nil
    }
    json.checkKeys(root, at: "", known: known, in: owner)
    return root
  }

  /// The entries `read` makes of the items of the array `key` (`images`, `colors`) of a
  /// set's root: none when the key is absent, none after a finding when it is not an array.
  /// `read` gets each item and its JSON pointer (`/images/0`) and returns nil for an item
  /// it reported.
  package static func setEntries<Entry>(
    _ key: String, in root: [String: JSONValue], owner: String, _ json: inout JSONFieldReader,
    read: (JSONValue, String, inout JSONFieldReader) -> Entry?
  ) -> [Entry] {
    guard let value = root[key] else { return [] }
    guard let array = value.arrayValue else {
      json.report(
        WrongTypeRule.id, .error, at: "/" + key,
        WrongTypeRule.message("'\(key)' in \(owner)", expected: "an array", found: value))
      return []
    }
    return array.enumerated().compactMap { index, item in read(item, "/\(key)/\(index)", &json) }
  }
}
