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
    let json = JSONFieldReader(document: document, file: file, theme: nil)
    defer { findings += json.findings }
    let owner = "colour set '\(set.name)'"
    guard let root = setRoot(known: colorSetKeys, owner: owner, json) else { return set }
    let entryOwner = "a colour entry of \(owner)"
    set.entries = setEntries(
      "colors", in: root, itemName: entryOwner, entryName: entryOwner, read: readColorEntry)
    return set
  }

  private static func readColorEntry(_ object: JSONObjectCursor) -> CatalogColorSet.Entry? {
    let entryOwner = object.owner
    object.checkKeys(colorEntryKeys)
    var appearance = ThemeAppearance.light
    readAppearances(object, &appearance)
    guard let color = object.object("color", owner: "the 'color' of \(entryOwner)") else { return nil }
    color.checkKeys(colorKeys)
    if let reference = color["reference"]?.stringValue {
      let platform = color.string("platform")
      return systemColorEntry(reference, platform: platform, appearance: appearance, in: color)
    }
    let space = color.string("color-space")
    guard let components = color.object("components", owner: "the 'components' of \(color.owner)") else {
      return nil
    }
    components.checkKeys(componentKeys)
    switch CatalogColorValue.parse(space: space, components: components.members) {
    case .success(let parsed):
      return CatalogColorSet.Entry(
        appearance: appearance, color: parsed.color, space: parsed.space, clipped: parsed.clipped)
    case .failure(let failure):
      color.report(
        InvalidColorRule.id, .error,
        InvalidColorRule.message(space ?? "srgb", name: color.owner, reason: failure.reason))
      return nil
    }
  }

  /// An entry that refers to a system colour: read as the iOS value of the moment
  /// (`IOSSystemColors`, an info finding naming the iOS the values are from), whatever
  /// platform the entry names (Xcode writes `osx` and `XR` references into shared catalogs:
  /// iOS draws its own colour of that name); a reference the table lacks is information, not
  /// read (the catalog is valid, and iOS may know it).
  private static func systemColorEntry(
    _ reference: String, platform: String?, appearance: ThemeAppearance, in color: JSONObjectCursor
  ) -> CatalogColorSet.Entry? {
    let name = color.owner
    let otherPlatform = platform.flatMap { ["ios", "universal"].contains($0) ? nil : $0 }
    guard let values = IOSSystemColors.values(of: reference) else {
      color.report(
        InvalidColorRule.id, .info,
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
    color.report(
      CatalogSystemColorRule.id, .info,
      CatalogSystemColorRule.message(reference, platform: otherPlatform, values: values))
    return entry
  }
}
