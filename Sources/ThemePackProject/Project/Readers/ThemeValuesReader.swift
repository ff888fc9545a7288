import ThemePackArchive
import ThemePackSupport

/// `"values"` and `"darkValues"` in `theme.json`: the SwiftTheme key paths of a theme that
/// hold no colour, image or font (`"UIStatusBarStyle": 1`, `"Global.cornerRadius": 8`,
/// `"Flags.showAds": true`, arrays, dictionaries), written back into the theme's plist
/// under the same key path with the type JSON gives it (a whole number an `<integer>`, another
/// a `<real>`: JSON has one number type, so a source `<real>2.0</real>` comes back as
/// `<integer>2</integer>`), as `init` keeps them from SwiftTheme themes.
/// `darkValues` gives a night value (under `Night.` and in `<theme>.Night.plist`) for a key
/// path of `values`; without one the night value is the same.
package enum ThemeValuesReader {
  /// The values and night values of `root`, the valid ones; each problem is one finding.
  package static func read(_ root: JSONObjectCursor) -> (
    values: [String: JSONValue], darkValues: [String: JSONValue]
  ) {
    let owner = root.owner
    let values = members("values", in: root)
    var dark = members("darkValues", in: root)
    for keyPath in dark.keys.sorted() where values[keyPath] == nil {
      root.reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path("/darkValues", keyPath), atKey: true,
        "'darkValues' of \(owner) gives '\(JSONParser.shown(keyPath))', which 'values' does not have: a night value "
          + "needs its day value")
      dark[keyPath] = nil
    }
    return (values, dark)
  }

  /// The members of object `key` whose key path and value are valid.
  private static func members(_ key: String, in root: JSONObjectCursor) -> [String: JSONValue] {
    let owner = root.owner
    guard let object = root.object(key) else { return [:] }
    var kept: [String: JSONValue] = [:]
    for keyPath in object.sortedKeys {
      let pointer = object.path(of: keyPath)
      if let problem = SwiftThemeKeyPath.problem(keyPath) {
        object.report(
          InvalidValueRule.id, .error, at: keyPath, atKey: true,
          InvalidValueRule.message(
            JSONParser.shown(keyPath), for: "a key path in '\(key)' of \(owner)", reason: problem))
        continue
      }
      let value = object[keyPath]!
      if let place = nullPlace(in: value) {
        object.reader.report(
          InvalidValueRule.id, .error, at: pointer + place,
          "'\(JSONParser.shown(keyPath))' in '\(key)' of \(owner) holds null\(place.isEmpty ? "" : " at '\(place)'"): a "
            + "property list has no null; use a string, number, boolean, array or object")
        continue
      }
      kept[keyPath] = value
    }
    return kept
  }

  /// The JSON Pointer (relative to `value`) of the first `null` in it, "" for `value` itself.
  package static func nullPlace(in value: JSONValue) -> String? {
    switch value {
    case .null: return ""
    case .array(let items):
      for (index, item) in items.enumerated() {
        if let place = nullPlace(in: item) { return "/\(index)" + place }
      }
      return nil
    case .object(let members):
      for key in members.keys.sorted() {
        if let place = nullPlace(in: members[key]!) { return JSONDocument.path("", key) + place }
      }
      return nil
    default: return nil
    }
  }
}
