extension CatalogReader {
  static let colorSetKeys = ["colors", "info", "properties"]
  static let colorEntryKeys = ["idiom", "color", "appearances", "display-gamut", "subtype", "locale"]
  static let colorKeys = ["color-space", "components", "platform", "reference"]
  static let componentKeys = ["red", "green", "blue", "alpha", "white"]

  /// Reads one `.colorset` folder; nil when its `Contents.json` is missing or unreadable
  /// (after a finding).
  static func readColorSet(
    _ path: String, name: String, _ namespace: [String], _ reader: ProjectReader, _ findings: inout [Finding]
  ) -> CatalogColorSet? {
    let file = path + "/Contents.json"
    guard let document = document(file, reader, &findings, required: true) else { return nil }
    var set = CatalogColorSet(
      name: (namespace + [name]).joined(separator: "/"), baseName: name, namespace: namespace, path: path,
      entries: [])
    var json = JSONFieldReader(document: document, file: file, theme: nil)
    defer { findings += json.findings }
    let owner = "colour set '\(set.name)'"
    guard let root = setRoot(of: document, known: colorSetKeys, owner: owner, &json) else { return set }
    set.entries = setEntries("colors", in: root, owner: owner, &json) { value, path, json in
      readColorEntry(value, at: path, owner: owner, &json)
    }
    return set
  }

  private static func readColorEntry(
    _ value: JSONValue, at path: String, owner: String, _ json: inout JSONFieldReader
  ) -> CatalogColorSet.Entry? {
    let entryOwner = "a colour entry of \(owner)"
    guard let object = json.object(value, at: path, named: entryOwner) else { return nil }
    json.checkKeys(object, at: path, known: colorEntryKeys, in: entryOwner)
    var dark = false
    var high = false
    readAppearances(object, at: path, owner: entryOwner, &json, dark: &dark, high: &high)
    guard let color = json.object("color", in: object, at: path, owner: entryOwner) else { return nil }
    let colorPath = JSONDocument.path(path, "color")
    json.checkKeys(color, at: colorPath, known: colorKeys, in: "the 'color' of \(entryOwner)")
    if let reference = color["reference"]?.stringValue {
      json.report(
        InvalidColorRule.id, .warning, at: colorPath,
        InvalidColorRule.message(
          reference, name: "the 'color' of \(entryOwner)", reason: "a system colour is not read"))
      return nil
    }
    let space = json.string("color-space", in: color, at: colorPath, owner: "the 'color' of \(entryOwner)")
    guard let components = json.object("components", in: color, at: colorPath, owner: "the 'color'") else {
      return nil
    }
    json.checkKeys(
      components, at: JSONDocument.path(colorPath, "components"), known: componentKeys, in: "'components'")
    switch CatalogColorValue.parse(space: space, components: components) {
    case .success(let parsed):
      return CatalogColorSet.Entry(
        isDark: dark, isHighContrast: high, color: parsed.color, space: parsed.space, clipped: parsed.clipped)
    case .failure(let failure):
      json.report(
        InvalidColorRule.id, .error, at: colorPath,
        InvalidColorRule.message(
          space ?? "srgb", name: "the 'color' of \(entryOwner)", reason: failure.reason))
      return nil
    }
  }
}
