import ThemePackSupport

/// The `keyPath` of extra colours (`"text": {"value": "#FFFFFF", "keyPath": "Global.textColor"}`).
extension ThemeColorReader {
  /// The valid key paths the colours in `colors` (object form) give, by colour name; an
  /// invalid one is an error and left out. Collisions are checked by
  /// `ThemeSettingsReader.checkKeyPaths`.
  package func givenKeyPaths(in root: [String: JSONValue], _ reader: inout JSONFieldReader) -> [String:
    String]
  {
    guard let extras = root["colors"]?.objectValue else { return [:] }
    var given: [String: String] = [:]
    for name in extras.keys.sorted() {
      guard let object = extras[name]?.objectValue, ImageFileName.isValidAssetName(name),
        !Self.reservedNames.contains(name)
      else { continue }
      let path = JSONDocument.path("/colors", name)
      let colourOwner = "colour '\(name)' of \(owner)"
      guard let text = reader.string("keyPath", in: object, at: path, owner: colourOwner) else { continue }
      if let reason = SwiftThemeKeyPath.problem(text) {
        reader.report(
          InvalidValueRule.id, .error, at: JSONDocument.path(path, "keyPath"),
          InvalidValueRule.message(text, for: "'keyPath' in \(colourOwner)", reason: reason))
        continue
      }
      given[name] = text
    }
    return given
  }
}
