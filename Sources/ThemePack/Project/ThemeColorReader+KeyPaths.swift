/// The `keyPath` of extra colours (`"text": {"value": "#FFFFFF", "keyPath": "Global.textColor"}`).
extension ThemeColorReader {
  /// The valid key paths of the colours in `colors` (object form), by colour name. A key path
  /// that is invalid, or collides with another colour's or an asset's (explicit or default,
  /// `SwiftThemeKeyPath.collide`), is an error and left out. `config` gives the assets and
  /// the theme colour's key path; without it only the colours are compared.
  func keyPaths(in root: [String: JSONValue], config: ProjectConfig?, _ reader: inout JSONFieldReader)
    -> [String: String]
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
    var others: [(keyPath: String, owner: String)] = [
      (config?.colorKeyPath ?? SwiftThemeKeyPath.defaultColor, "the theme colour")
    ]
    for spec in config?.assets ?? [] {
      others.append(
        (spec.keyPath ?? SwiftThemeKeyPath.defaultAsset(named: spec.name), "asset '\(spec.name)'"))
    }
    for name in extras.keys.sorted() where given[name] == nil && ImageFileName.isValidAssetName(name) {
      others.append((SwiftThemeKeyPath.defaultColor(named: name), "colour '\(name)'"))
    }
    var kept: [String: String] = [:]
    for name in given.keys.sorted() {
      let keyPath = given[name]!
      let earlier = kept.keys.sorted().map { (kept[$0]!, "colour '\($0)'") }
      if let other = (others + earlier).first(where: { SwiftThemeKeyPath.collide($0.keyPath, keyPath) }) {
        reader.report(
          InvalidValueRule.id, .error, at: JSONDocument.path(JSONDocument.path("/colors", name), "keyPath"),
          InvalidValueRule.message(
            keyPath, for: "'keyPath' in colour '\(name)' of \(owner)",
            reason: Self.collision(keyPath, other.keyPath, other.owner)))
        continue
      }
      kept[name] = keyPath
    }
    return kept
  }

  /// "it is also the key path of asset 'icon'", "… is inside 'Global', the key path of …".
  static func collision(_ keyPath: String, _ other: String, _ owner: String) -> String {
    if keyPath == other { return "it is also the key path of \(owner)" }
    let (outer, inner) = keyPath.count < other.count ? (keyPath, other) : (other, keyPath)
    return "'\(inner)' would be inside '\(outer)', the key path of "
      + (outer == keyPath ? "this colour" : owner) + "; choose another key path"
  }
}
