/// Reads a theme's `theme.json`, reporting every problem as a finding.
enum ThemeSettingsReader {
  static let knownKeys = ["$schema", "version", "color", "darkColor", "colors"]

  /// Parses `bytes` (the contents of `file`) for theme `theme`. The settings come back
  /// whenever the file is a JSON object; invalid values are left nil.
  static func read(_ bytes: [UInt8], file: String, theme: String) -> (ThemeSettings?, [Finding]) {
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
    reader.requireKey("color", in: root, at: "", owner: owner)

    var settings = ThemeSettings()
    for key in ["version", "color", "darkColor"] {
      if let position = document.positions["/" + key] { settings.positions[key] = position }
    }
    if let text = reader.string("version", in: root, at: "", owner: owner) {
      if let version = SemanticVersion(text) {
        settings.version = version
      } else {
        reader.report(
          InvalidVersionRule.id, .error, at: "/version", InvalidVersionRule.message(text, theme: theme))
      }
    }
    settings.color = color("color", in: root, at: "", owner: owner, &reader)
    settings.darkColor = color("darkColor", in: root, at: "", owner: owner, &reader)
    if let extras = reader.object("colors", in: root, at: "", owner: owner) {
      for name in extras.keys.sorted() {
        let path = JSONDocument.path("/colors", name)
        guard ImageFileName.isValidAssetName(name) else {
          reader.report(
            InvalidValueRule.id, .error, at: path, atKey: true,
            InvalidValueRule.nameMessage(
              "colour name", name, in: "the 'colors' of \(owner)",
              reason: "use only letters, digits, '_' and '-'"))
          continue
        }
        if let value = color(name, in: extras, at: "/colors", owner: "the 'colors' of \(owner)", &reader) {
          settings.extraColors[name] = value
        }
      }
    }
    return (settings, reader.findings)
  }

  private static func color(
    _ key: String, in object: [String: JSONValue], at path: String, owner: String,
    _ reader: inout JSONFieldReader
  ) -> RGBA8? {
    guard let text = reader.string(key, in: object, at: path, owner: owner) else { return nil }
    do {
      return try ColorParser.parse(text)
    } catch {
      reader.report(
        InvalidColorRule.id, .error, at: JSONDocument.path(path, key),
        InvalidColorRule.message(text, name: "'\(key)' in \(owner)", reason: error.description))
      return nil
    }
  }
}
