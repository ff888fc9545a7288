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
    let reader = JSONFieldReader(document: document, file: file, theme: theme)
    guard let root = reader.object(document.root, at: "", named: "the 'theme.json' of \(owner)", owner: owner)
    else {
      return (nil, reader.findings)
    }
    root.checkKeys(knownKeys)
    root.requireKey("version")
    let tokens = tokensReference(in: root)
    if root["tokens"] == nil {
      root.requireKey("color")
    } else if let key = ["color", "darkColor", "colors"].first(where: { root[$0] != nil }) {
      root.report(
        InvalidValueRule.id, .error, at: key, atKey: true,
        "\(owner) takes its colours from 'tokens': remove '\(key)' (or 'tokens')")
    }

    var settings = ThemeSettings()
    for (pointer, position) in document.positions
    where pointer == "/version" || pointer == "/darkColor" || pointer == "/color"
      || pointer.hasPrefix("/color/") || pointer.hasPrefix("/colors/")
    {
      if !pointer.hasSuffix("#key") { settings.positions[String(pointer.dropFirst())] = position }
    }
    if let text = root.string("version") {
      if let version = SemanticVersion(text) {
        settings.version = version
      } else {
        root.report(
          InvalidVersionRule.id, .error, at: "version", InvalidVersionRule.message(text, theme: theme))
      }
    }
    let colors = ThemeColorReader(theme: theme)
    let themeColor = colors.themeColor(in: root)
    settings.color = themeColor.light
    settings.darkColor = themeColor.given[.dark]
    settings.themeColorValues = themeColor.given
    settings.colorRoles = colors.extraColors(in: root)
    settings.extraColors = settings.colorRoles.mapValues(\.light)
    settings.tokens = tokens
    settings.fonts = FontSpecReader.read(root)
    settings.components = ComponentSpecReader.read(root)
    settings.appIcon = AppIconSpecReader.read(root, isTheme: true)
    settings.sampleText = root.string("sampleText")
    (settings.values, settings.darkValues) = ThemeValuesReader.read(root)
    settings.colorKeyPaths = checkKeyPaths(
      root, given: colors.givenKeyPaths(in: root), fonts: &settings.fonts,
      values: &settings.values, components: settings.components, config: config)
    settings.darkValues = settings.darkValues.filter { settings.values[$0.key] != nil }
    return (settings, reader.findings)
  }

}
