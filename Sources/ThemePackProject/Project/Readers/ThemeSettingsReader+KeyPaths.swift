import ThemePackArchive
import ThemePackSupport

/// The key paths of a theme's plist checked together (`SwiftThemeKeyPathSet`): what the
/// config gives (the theme colour, assets, the project's fonts the theme does not replace),
/// then the theme's colours, fonts and values.
extension ThemeSettingsReader {
  /// The colour key paths of `given` that are kept, by colour name; `fonts` (the theme's
  /// own) lose each key path that collides. Every collision is an error naming both owners.
  /// The config's key paths were checked against each other when it was read, so only
  /// the theme's are reported here: a default key path (`Colors.<name>`, `Fonts.<name>`)
  /// that one of the config's takes, then each key path the theme gives that collides with
  /// anything before it. Without `config`, the default theme colour key path stands in.
  package static func checkKeyPaths(
    _ root: JSONObjectCursor, given: [String: String], fonts: inout [String: FontSpec],
    values: inout [String: JSONValue], components: [String: ComponentSpec] = [:], config: ProjectConfig?
  ) -> [String: String] {
    let owner = root.owner
    let reader = root.reader
    var set = SwiftThemeKeyPathSet()
    _ = set.insert(config?.colorKeyPath ?? SwiftThemeKeyPath.defaultColor, owner: "the theme colour")
    for spec in config?.assets ?? [] {
      _ = set.insert(
        spec.keyPath ?? SwiftThemeKeyPath.defaultAsset(named: spec.name), owner: "asset '\(spec.name)'")
    }
    let projectFonts = (config?.fonts ?? [:]).filter { fonts[$0.key] == nil }
    for name in projectFonts.keys.sorted() {
      let keyPath = projectFonts[name]!.keyPath ?? SwiftThemeKeyPath.defaultFont(named: name)
      _ = set.insert(keyPath, owner: "font '\(name)' of the config")
    }
    let colors = root["colors"]?.objectValue ?? [:]
    var defaults: [(keyPath: String, owner: String, pointer: String)] = []
    for name in colors.keys.sorted() where given[name] == nil && ImageFileName.isValidAssetName(name) {
      defaults.append(
        (SwiftThemeKeyPath.defaultColor(named: name), "colour '\(name)'", JSONDocument.path("/colors", name)))
    }
    for name in fonts.keys.sorted() where fonts[name]!.keyPath == nil {
      defaults.append(
        (SwiftThemeKeyPath.defaultFont(named: name), "font '\(name)'", JSONDocument.path("/fonts", name)))
    }
    for entry in defaults {
      guard let clash = set.insert(entry.keyPath, owner: entry.owner) else { continue }
      reader.report(
        InvalidValueRule.id, .error, at: entry.pointer, atKey: true,
        "\(entry.owner) of \(owner) would be written under its default key path '\(entry.keyPath)': "
          + SwiftThemeKeyPathSet.reason(
            entry.keyPath, this: entry.owner, clash: clash, advice: "give it a 'keyPath'"))
    }
    var kept: [String: String] = [:]
    for name in given.keys.sorted() {
      let keyPath = given[name]!
      if let clash = set.insert(keyPath, owner: "colour '\(name)'") {
        reader.report(
          InvalidValueRule.id, .error, at: JSONDocument.path(JSONDocument.path("/colors", name), "keyPath"),
          InvalidValueRule.message(
            keyPath, for: "'keyPath' in colour '\(name)' of \(owner)",
            reason: SwiftThemeKeyPathSet.reason(keyPath, this: "this colour", clash: clash)))
      } else {
        kept[name] = keyPath
      }
    }
    set.insertFonts(&fonts, of: owner, reporting: reader)
    // The components' roles, as the SwiftTheme output writes them, before the values.
    let roles = ComponentSpec.resolve(config?.components ?? [:], overrides: components)
    for name in roles.keys.sorted() {
      for (role, spec) in roles[name]!.roles.sorted(by: { $0.key < $1.key }) {
        let keyPath = "Components.\(name).\(role)."
        if spec.color != nil {
          _ = set.insert(keyPath + "color", owner: "component '\(name)' role '\(role)'")
        }
        if spec.font != nil { _ = set.insert(keyPath + "font", owner: "component '\(name)' role '\(role)'") }
      }
    }
    for keyPath in values.keys.sorted() {
      guard let clash = set.insert(keyPath, owner: "value '\(keyPath)'") else { continue }
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path("/values", keyPath), atKey: true,
        InvalidValueRule.message(
          keyPath, for: "a key path in 'values' of \(owner)",
          reason: SwiftThemeKeyPathSet.reason(keyPath, this: "this value", clash: clash)))
      values[keyPath] = nil
    }
    return kept
  }
}
