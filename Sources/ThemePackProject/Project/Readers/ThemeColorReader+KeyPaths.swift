import ThemePackSupport

/// The `keyPath` of extra colours (`"text": {"value": "#FFFFFF", "keyPath": "Global.textColor"}`).
extension ThemeColorReader {
  /// The valid key paths the colours in `colors` (object form) give, by colour name; an
  /// invalid one is an error and left out. Collisions are checked by
  /// `ThemeSettingsReader.checkKeyPaths`.
  package func givenKeyPaths(in root: JSONObjectCursor) -> [String: String] {
    guard let extras = root["colors"]?.objectValue else { return [:] }
    let colors = root.child("colors", extras, owner: "the 'colors' of \(owner)")
    var given: [String: String] = [:]
    for name in colors.sortedKeys {
      guard let members = extras[name]?.objectValue, ImageFileName.isValidAssetName(name),
        !Self.reservedNames.contains(name)
      else { continue }
      let object = colors.child(name, members, owner: "colour '\(name)' of \(owner)")
      guard let text = object.string("keyPath") else { continue }
      if let reason = SwiftThemeKeyPath.problem(text) {
        object.report(
          InvalidValueRule.id, .error, at: "keyPath",
          InvalidValueRule.message(text, for: object.describe("keyPath"), reason: reason))
        continue
      }
      given[name] = text
    }
    return given
  }
}
