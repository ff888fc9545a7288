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
    _ root: [String: JSONValue], assets: [AssetSpec], _ reader: inout JSONFieldReader
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
    case .object(let object):
      reader.checkKeys(object, at: "/navigationBar", known: navigationBarKeys, in: barOwner)
      glass = readGlassBar(object, &reader)
      if object["glass"] == nil || object["glass"] == .bool(false) {
        reader.requireKey("asset", in: object, at: "/navigationBar", owner: barOwner)
      }
      assetName = reader.string("asset", in: object, at: "/navigationBar", owner: barOwner)
      assetPath = "/navigationBar/asset"
      titleColor = colorName("titleColor", in: object, at: "/navigationBar", owner: barOwner, &reader)
    default:
      reader.report(
        WrongTypeRule.id, .error, at: "/navigationBar",
        WrongTypeRule.message(
          "'navigationBar' in the config",
          expected: "an asset name or an object {\"asset\", \"titleColor\", \"glass\"}", found: value))
      return nil
    }
    if let name = assetName, !assets.contains(where: { $0.name == name }) {
      reader.report(
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
    _ key: String, in object: [String: JSONValue], at path: String, owner: String,
    _ reader: inout JSONFieldReader
  ) -> String? {
    guard let name = reader.string(key, in: object, at: path, owner: owner) else { return nil }
    guard ImageFileName.isValidAssetName(name) else {
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(path, key),
        InvalidValueRule.message(
          name, for: "'\(key)' in \(owner)", reason: "name 'color' or a colour of the themes' 'colors'"))
      return nil
    }
    return name
  }

  /// `"highContrast": {"images": true}`: whether tinted images get high-contrast variants;
  /// false when absent or invalid (after a finding).
  package static func readHighContrast(_ root: [String: JSONValue], _ reader: inout JSONFieldReader) -> Bool {
    let hcOwner = "the config's 'highContrast'"
    guard let object = reader.object("highContrast", in: root, at: "", owner: owner) else { return false }
    reader.checkKeys(object, at: "/highContrast", known: highContrastKeys, in: hcOwner)
    return reader.bool("images", in: object, at: "/highContrast", owner: hcOwner) ?? false
  }
}
