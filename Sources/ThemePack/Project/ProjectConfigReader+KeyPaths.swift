/// `colorKeyPath` and each asset's `keyPath` in themepack.json, checked together.
extension ProjectConfigReader {
  /// A valid key path at `key` of `object`, or nil (after a finding when it is invalid).
  static func readKeyPath(
    _ key: String, in object: [String: JSONValue], at path: String, owner: String,
    _ reader: inout JSONFieldReader
  ) -> String? {
    guard let text = reader.string(key, in: object, at: path, owner: owner) else { return nil }
    if let reason = SwiftThemeKeyPath.problem(text) {
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(path, key),
        InvalidValueRule.message(text, for: "'\(key)' in \(owner)", reason: reason))
      return nil
    }
    return text
  }

  /// Drops the key path of every asset whose key path collides with the theme colour's or
  /// an earlier asset's (explicit or default), with an error for each.
  static func checkKeyPaths(
    _ assets: inout [AssetSpec], colorKeyPath: String?, _ reader: inout JSONFieldReader
  ) {
    var taken: [(keyPath: String, owner: String)] = [
      (colorKeyPath ?? SwiftThemeKeyPath.defaultColor, "the theme colour")
    ]
    for asset in assets where asset.keyPath == nil {
      taken.append((SwiftThemeKeyPath.defaultAsset(named: asset.name), "asset '\(asset.name)'"))
    }
    for index in assets.indices {
      guard let keyPath = assets[index].keyPath else { continue }
      let name = assets[index].name
      if let other = taken.first(where: { SwiftThemeKeyPath.collide($0.keyPath, keyPath) }) {
        reader.report(
          InvalidValueRule.id, .error, at: JSONDocument.path(JSONDocument.path("/assets", name), "keyPath"),
          InvalidValueRule.message(
            keyPath, for: "'keyPath' in asset '\(name)'",
            reason: ThemeColorReader.collision(keyPath, other.keyPath, other.owner)))
        assets[index].keyPath = nil
        continue
      }
      taken.append((keyPath, "asset '\(name)'"))
    }
  }
}
