import ThemePackArchive
import ThemePackProject
import ThemePackSupport

extension CatalogReader {
  package static let colorSetKeys = ["colors", "info", "properties"]
  package static let colorEntryKeys = ["idiom", "color", "appearances", "display-gamut", "subtype", "locale"]
  package static let colorKeys = ["color-space", "components", "platform", "reference"]
  package static let componentKeys = ["red", "green", "blue", "alpha", "white"]

  /// Reads one `.colorset` folder; nil when its `Contents.json` is missing or unreadable
  /// (after a finding).
  package static func readColorSet(
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
    var appearance = ThemeAppearance.light
    readAppearances(object, at: path, owner: entryOwner, &json, &appearance)
    guard let color = json.object("color", in: object, at: path, owner: entryOwner) else { return nil }
    let colorPath = JSONDocument.path(path, "color")
    json.checkKeys(color, at: colorPath, known: colorKeys, in: "the 'color' of \(entryOwner)")
    if let reference = color["reference"]?.stringValue {
      let platform = json.string("platform", in: color, at: colorPath, owner: "the 'color' of \(entryOwner)")
      return systemColorEntry(
        reference, platform: platform, appearance: appearance, at: colorPath, owner: entryOwner, &json)
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
        appearance: appearance, color: parsed.color, space: parsed.space, clipped: parsed.clipped)
    case .failure(let failure):
      json.report(
        InvalidColorRule.id, .error, at: colorPath,
        InvalidColorRule.message(
          space ?? "srgb", name: "the 'color' of \(entryOwner)", reason: failure.reason))
      return nil
    }
  }

  /// An entry that refers to a system colour: read as the iOS value of the moment
  /// (`IOSSystemColors`, an info finding naming the iOS the values are from), whatever
  /// platform the entry names (Xcode writes `osx` and `XR` references into shared catalogs:
  /// iOS draws its own colour of that name); a reference the table lacks is information, not
  /// read (the catalog is valid, and iOS may know it).
  private static func systemColorEntry(
    _ reference: String, platform: String?, appearance: ThemeAppearance, at path: String,
    owner: String, _ json: inout JSONFieldReader
  ) -> CatalogColorSet.Entry? {
    let name = "the 'color' of \(owner)"
    let otherPlatform = platform.flatMap { ["ios", "universal"].contains($0) ? nil : $0 }
    guard let values = IOSSystemColors.values(of: reference) else {
      json.report(
        InvalidColorRule.id, .info, at: path,
        InvalidColorRule.message(
          JSONParser.shown(reference), name: name,
          reason: "not an iOS system colour ThemePack knows the values of"
            + (otherPlatform.map { " (a colour of platform '\(JSONParser.shown($0))')" } ?? "") + ": not read"
        ))
      return nil
    }
    var entry = CatalogColorSet.Entry(
      appearance: appearance, color: .init(red: 0, green: 0, blue: 0),
      space: "system",
      clipped: false, systemColor: reference, systemValues: values)
    entry.color = values[entry.appearance] ?? entry.color
    entry.platform = otherPlatform
    json.report(
      CatalogSystemColorRule.id, .info, at: path,
      CatalogSystemColorRule.message(reference, platform: otherPlatform, values: values))
    return entry
  }
}
