import ThemePackSupport

extension ProjectConfigReader {
  package static let navigationBarKeys = ["asset", "titleColor"]
  package static let highContrastKeys = ["images"]

  /// `"navigationBar"`: an asset name, or `{"asset": NAME, "titleColor": COLOUR}` naming
  /// the colour the preview draws the bar's title in (`"color"` for the theme colour or a
  /// name of the themes' `colors`; each theme is checked by the preview). Nil when absent
  /// or invalid, after a finding.
  package static func readNavigationBar(
    _ root: [String: JSONValue], assets: [AssetSpec], _ reader: inout JSONFieldReader
  ) -> (asset: String, titleColor: String?)? {
    guard let value = root["navigationBar"] else { return nil }
    let barOwner = "the config's 'navigationBar'"
    var assetName: String?
    var assetPath = "/navigationBar"
    var titleColor: String?
    switch value {
    case .string(let name):
      assetName = name
    case .object(let object):
      reader.checkKeys(object, at: "/navigationBar", known: navigationBarKeys, in: barOwner)
      reader.requireKey("asset", in: object, at: "/navigationBar", owner: barOwner)
      assetName = reader.string("asset", in: object, at: "/navigationBar", owner: barOwner)
      assetPath = "/navigationBar/asset"
      if let name = reader.string("titleColor", in: object, at: "/navigationBar", owner: barOwner) {
        if ImageFileName.isValidAssetName(name) {
          titleColor = name
        } else {
          reader.report(
            InvalidValueRule.id, .error, at: "/navigationBar/titleColor",
            InvalidValueRule.message(
              name, for: "'titleColor' in \(barOwner)",
              reason: "name 'color' or a colour of the themes' 'colors'"))
        }
      }
    default:
      reader.report(
        WrongTypeRule.id, .error, at: "/navigationBar",
        WrongTypeRule.message(
          "'navigationBar' in the config",
          expected: "an asset name or an object {\"asset\", \"titleColor\"}", found: value))
      return nil
    }
    guard let assetName else { return nil }
    guard assets.contains(where: { $0.name == assetName }) else {
      reader.report(
        InvalidValueRule.id, .error, at: assetPath,
        InvalidValueRule.message(
          assetName, for: "'navigationBar' in the config", reason: "name one of the assets in 'assets'"))
      return nil
    }
    return (assetName, titleColor)
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
