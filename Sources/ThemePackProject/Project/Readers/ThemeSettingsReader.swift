import ThemePackSupport

/// Reads a theme's `theme.json`, reporting every problem as a finding.
package enum ThemeSettingsReader {
  package static let knownKeys = [
    "$schema", "version", "color", "darkColor", "colors", "tokens", "fonts", "components", "values",
    "darkValues", "appIcon", "sampleText",
  ]

  /// Parses `bytes` (the contents of `file`) for theme `theme`. The settings come back
  /// whenever the file is a JSON object; invalid values are left nil. Colour key paths are
  /// checked against `config`'s assets and theme colour when given.
  package static func read(_ bytes: [UInt8], file: String, theme: String, config: ProjectConfig? = nil)
    -> (ThemeSettings?, [Finding])
  {
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(bytes)
    } catch {
      return (nil, [JSONSyntaxRule.finding(error, file: file, theme: theme)])
    }
    let owner = "theme '\(theme)'"
    var reader = JSONFieldReader(document: document, file: file, theme: theme)
    guard let root = reader.object(document.root, at: "", named: "the 'theme.json' of \(owner)") else {
      return (nil, reader.findings)
    }
    reader.checkKeys(root, at: "", known: knownKeys, in: owner)
    reader.requireKey("version", in: root, at: "", owner: owner)
    let tokens = tokensReference(in: root, owner: owner, &reader)
    if root["tokens"] == nil {
      reader.requireKey("color", in: root, at: "", owner: owner)
    } else if let key = ["color", "darkColor", "colors"].first(where: { root[$0] != nil }) {
      reader.report(
        InvalidValueRule.id, .error, at: "/" + key, atKey: true,
        "\(owner) takes its colours from 'tokens': remove '\(key)' (or 'tokens')")
    }

    var settings = ThemeSettings()
    for (pointer, position) in document.positions
    where pointer == "/version" || pointer == "/darkColor" || pointer == "/color"
      || pointer.hasPrefix("/color/") || pointer.hasPrefix("/colors/")
    {
      if !pointer.hasSuffix("#key") { settings.positions[String(pointer.dropFirst())] = position }
    }
    if let text = reader.string("version", in: root, at: "", owner: owner) {
      if let version = SemanticVersion(text) {
        settings.version = version
      } else {
        reader.report(
          InvalidVersionRule.id, .error, at: "/version", InvalidVersionRule.message(text, theme: theme))
      }
    }
    let colors = ThemeColorReader(theme: theme)
    let themeColor = colors.themeColor(in: root, &reader)
    settings.color = themeColor.light
    settings.darkColor = themeColor.given[.dark]
    settings.themeColorValues = themeColor.given
    settings.colorRoles = colors.extraColors(in: root, &reader)
    settings.extraColors = settings.colorRoles.mapValues(\.light)
    settings.tokens = tokens
    settings.fonts = FontSpecReader.read(root, owner: owner, &reader)
    settings.components = ComponentSpecReader.read(root, owner: owner, &reader)
    settings.appIcon = AppIconSpecReader.read(root, owner: owner, isTheme: true, &reader)
    settings.sampleText = reader.string("sampleText", in: root, at: "", owner: owner)
    (settings.values, settings.darkValues) = ThemeValuesReader.read(root, owner: owner, &reader)
    settings.colorKeyPaths = checkKeyPaths(
      root, given: colors.givenKeyPaths(in: root, &reader), fonts: &settings.fonts,
      values: &settings.values, components: settings.components, config: config, owner: owner, &reader)
    settings.darkValues = settings.darkValues.filter { settings.values[$0.key] != nil }
    return (settings, reader.findings)
  }

}
