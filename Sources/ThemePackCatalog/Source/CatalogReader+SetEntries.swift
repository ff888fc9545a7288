import ThemePackProject
import ThemePackSupport

extension CatalogReader {
  /// The root object of a set's `Contents.json`, its keys checked against `known`; nil
  /// (after a finding) when the root is not an object. `owner` names the set in findings
  /// ("image set 'icon'").
  package static func setRoot(known: [String], owner: String, _ json: JSONFieldReader) -> JSONObjectCursor? {
    guard let root = json.root(named: "the Contents.json of \(owner)")?.named(owner) else { return nil }
    root.checkKeys(known)
    return root
  }

  /// The entries `read` makes of the objects in the array `key` (`images`, `colors`) of a
  /// set's root: none when the key is absent, none after a finding when it is not an array.
  /// `read` gets each item that is an object, as a cursor named `entryName` (an item of
  /// another type is a finding calling it `itemName`), and returns nil for an entry it reported.
  package static func setEntries<Entry>(
    _ key: String, in root: JSONObjectCursor, itemName: String, entryName: String,
    read: (JSONObjectCursor) -> Entry?
  ) -> [Entry] {
    guard let value = root[key] else { return [] }
    guard let array = value.arrayValue else {
      root.report(
        WrongTypeRule.id, .error, at: key,
        WrongTypeRule.message(root.describe(key), expected: "an array", found: value))
      return []
    }
    return array.enumerated().compactMap { index, item in
      root.reader.object(item, at: "\(root.path(of: key))/\(index)", named: itemName, owner: entryName)
        .flatMap(read)
    }
  }
}
