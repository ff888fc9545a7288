import ThemePackSupport

extension ProjectConfigReader {
  package static let navigationBarKeys = ["asset", "titleColor", "glass"]
  package static let highContrastKeys = ["images"]

  /// `"navigationBar"`: an asset name, or `{"asset": NAME, "titleColor": COLOUR, "glass": …}`:
  /// `titleColor` names the colour the preview draws the image bar's title in (`"color"` for
  /// the theme colour or a name of the themes' `colors`; each theme is checked by the
  /// preview), `glass` the bar's iOS 26 form (`readGlassBar`). `asset` may be left out when
  /// `glass` is given. Nil when absent or invalid, after a finding.
  package static func readNavigationBar(
    _ root: JSONObjectCursor, assets: [AssetSpec]
  ) -> (asset: String?, titleColor: String?, glass: GlassBarSpec?)? {
    guard let value = root["navigationBar"] else { return nil }
    let barOwner = "the config's 'navigationBar'"
    var assetName: String?
    var assetPath = "/navigationBar"
    var titleColor: String?
    var glass: GlassBarSpec?
    switch value {
    case .string(let name):
      assetName = name
    case .object(let members):
      let object = root.child("navigationBar", members, owner: barOwner)
      object.checkKeys(navigationBarKeys)
      glass = readGlassBar(object)
      if object["glass"] == nil || object["glass"] == .bool(false) {
        object.requireKey("asset")
      }
      assetName = object.string("asset")
      assetPath = "/navigationBar/asset"
      titleColor = colorName("titleColor", in: object)
    default:
      root.report(
        WrongTypeRule.id, .error, at: "navigationBar",
        WrongTypeRule.message(
          "'navigationBar' in the config",
          expected: "an asset name or an object {\"asset\", \"titleColor\", \"glass\"}", found: value))
      return nil
    }
    if let name = assetName, !assets.contains(where: { $0.name == name }) {
      root.reader.report(
        InvalidValueRule.id, .error, at: assetPath,
        InvalidValueRule.message(
          name, for: "'navigationBar' in the config", reason: "name one of the assets in 'assets'"))
      assetName = nil
    }
    guard assetName != nil || glass != nil else { return nil }
    return (assetName, titleColor, glass)
  }

  /// The colour name member `key` (`"color"` or a name of the themes' `colors`), nil when
  /// absent or not a valid name (after a finding).
  package static func colorName(
    _ key: String, in object: JSONObjectCursor
  ) -> String? {
    guard let name = object.string(key) else { return nil }
    guard ImageFileName.isValidAssetName(name) else {
      object.report(
        InvalidValueRule.id, .error, at: key,
        InvalidValueRule.message(
          name, for: object.describe(key), reason: "name 'color' or a colour of the themes' 'colors'"))
      return nil
    }
    return name
  }

  /// `"highContrast": {"images": true}`: whether tinted images get high-contrast variants;
  /// false when absent or invalid (after a finding).
  package static func readHighContrast(_ root: JSONObjectCursor) -> Bool {
    guard let object = root.object("highContrast", owner: "the config's 'highContrast'") else { return false }
    object.checkKeys(highContrastKeys)
    return object.bool("images") ?? false
  }
}
