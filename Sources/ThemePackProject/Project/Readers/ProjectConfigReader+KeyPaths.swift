import ThemePackSupport

/// `colorKeyPath`, each asset's `keyPath` and each font's `keyPath` in themepack.json,
/// checked together (`SwiftThemeKeyPathSet`).
extension ProjectConfigReader {
  /// A valid key path at `key` of `object`, or nil (after a finding when it is invalid).
  package static func readKeyPath(
    _ key: String, in object: JSONObjectCursor
  ) -> String? {
    guard let text = object.string(key) else { return nil }
    if let reason = SwiftThemeKeyPath.problem(text) {
      object.report(
        InvalidValueRule.id, .error, at: key,
        InvalidValueRule.message(text, for: object.describe(key), reason: reason))
      return nil
    }
    return text
  }

  /// Drops every key path (`colorKeyPath`, then assets' in order, then fonts' by name) that
  /// collides with the default key paths or an earlier key path, with an error for each.
  package static func checkKeyPaths(
    _ assets: inout [AssetSpec], fonts: inout [String: FontSpec], colorKeyPath: inout String?,
    _ root: JSONObjectCursor
  ) {
    var set = SwiftThemeKeyPathSet()
    if colorKeyPath == nil { _ = set.insert(SwiftThemeKeyPath.defaultColor, owner: "the theme colour") }
    for asset in assets where asset.keyPath == nil {
      _ = set.insert(SwiftThemeKeyPath.defaultAsset(named: asset.name), owner: "asset '\(asset.name)'")
    }
    for name in fonts.keys.sorted() where fonts[name]!.keyPath == nil {
      _ = set.insert(SwiftThemeKeyPath.defaultFont(named: name), owner: "font '\(name)'")
    }
    if let keyPath = colorKeyPath, let clash = set.insert(keyPath, owner: "the theme colour") {
      root.report(
        InvalidValueRule.id, .error, at: "colorKeyPath",
        InvalidValueRule.message(
          keyPath, for: "'colorKeyPath' in the config",
          reason: SwiftThemeKeyPathSet.reason(keyPath, this: "the theme colour", clash: clash)))
      colorKeyPath = nil
    }
    for index in assets.indices {
      guard let keyPath = assets[index].keyPath else { continue }
      let name = assets[index].name
      guard let clash = set.insert(keyPath, owner: "asset '\(name)'") else { continue }
      root.reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(JSONDocument.path("/assets", name), "keyPath"),
        InvalidValueRule.message(
          keyPath, for: "'keyPath' in asset '\(name)'",
          reason: SwiftThemeKeyPathSet.reason(keyPath, this: "this asset", clash: clash)))
      assets[index].keyPath = nil
    }
    set.insertFonts(&fonts, of: "the config", reporting: root.reader)
  }
}
