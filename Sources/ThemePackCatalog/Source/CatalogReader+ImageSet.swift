import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

extension CatalogReader {
  package static let imageSetKeys = ["images", "info", "properties"]
  package static let imageEntryKeys = [
    "filename", "idiom", "scale", "appearances", "resizing", "subtype", "display-gamut", "language-direction",
    "width-class", "height-class", "memory", "graphics-feature-set", "compression-type", "locale",
    "matching-style", "unassigned",
  ]
  package static let imagePropertyKeys = [
    "template-rendering-intent", "preserves-vector-representation", "compression-type", "localizable",
    "auto-scaling", "on-demand-resource-tags",
  ]
  package static let resizingKeys = ["mode", "center", "cap-insets"]
  package static let centerKeys = ["mode", "width", "height"]
  package static let insetKeys = ["top", "left", "bottom", "right"]
  package static let appearanceKeys = ["appearance", "value"]

  /// Reads one `.imageset` folder; problems become findings, the set is returned anyway.
  package static func readImageSet(
    _ path: String, name: String, _ namespace: [String], _ reader: ProjectReader, _ findings: inout [Finding]
  ) -> CatalogImageSet {
    let files = (list(path, reader, &findings) ?? []).filter { !JunkName.isJunk($0.name) }
    var set = CatalogImageSet(
      name: (namespace + [name]).joined(separator: "/"), baseName: name, namespace: namespace, path: path,
      entries: [], renderingIntent: nil,
      files: files.filter { !$0.isFolder && $0.name != "Contents.json" }.map(\.name), document: nil)
    for folder in files where folder.isFolder {
      findings.append(CatalogUnlistedFileRule.strayFinding(path + "/" + folder.name))
    }
    guard files.contains(where: { $0.name == "Contents.json" }) else {
      findings.append(CatalogMissingFileRule.noContentsFinding(set.contentsPath))
      return set
    }
    guard let document = document(set.contentsPath, reader, &findings, required: true) else { return set }
    set.document = document
    let json = JSONFieldReader(document: document, file: set.contentsPath, theme: nil)
    defer { findings += json.findings }
    let owner = "image set '\(set.name)'"
    guard let root = setRoot(known: imageSetKeys, owner: owner, json) else { return set }
    if let properties = root.object("properties", owner: "the 'properties' of \(owner)") {
      properties.checkKeys(imagePropertyKeys)
      set.renderingIntent = properties.string("template-rendering-intent")
    }
    set.entries = setEntries(
      "images", in: root, itemName: "an entry of 'images' in \(owner)",
      entryName: "an image entry of \(owner)"
    ) { readImageEntry($0, set: owner) }
    return set
  }

  private static func readImageEntry(_ object: JSONObjectCursor, set owner: String) -> CatalogImageEntry? {
    let entryOwner = object.owner
    object.checkKeys(imageEntryKeys)
    var entry = CatalogImageEntry(filename: nil, scale: nil, jsonPath: object.path)
    if let filename = object.string("filename") {
      if filename.isEmpty || filename.contains("/") || filename.contains("\\") || filename == ".."
        || filename == "." || filename.contains("\u{0}")
      {
        object.report(
          CatalogPathRule.id, CatalogPathRule.severity, at: "filename",
          CatalogPathRule.message(filename, set: owner))
      } else {
        entry.filename = filename
      }
    }
    entry.idiom = object.string("idiom") ?? "universal"
    if let scale = object.string("scale") {
      if let parsed = ["1x": 1, "2x": 2, "3x": 3][scale] {
        entry.scale = parsed
      } else {
        object.report(
          InvalidValueRule.id, .error, at: "scale",
          InvalidValueRule.message(scale, for: object.describe("scale"), reason: "expected 1x, 2x or 3x"))
      }
    }
    readAppearances(object, &entry.appearance)
    let classes = ["width-class", "height-class"].compactMap { key in
      object.string(key).map { "\(key.dropLast(6)) \($0)" }
    }
    entry.sizeClass = classes.isEmpty ? nil : classes.joined(separator: " ")
    entry.displayGamut = object.string("display-gamut")
    if let resizing = object.object("resizing", owner: "the 'resizing' of \(entryOwner)") {
      entry.resizing = readResizing(resizing)
    }
    return entry
  }

  /// Reads the `appearances` of an entry `object` into `result`: luminosity dark makes it
  /// dark, contrast high makes it high contrast.
  package static func readAppearances(_ object: JSONObjectCursor, _ result: inout ThemeAppearance) {
    guard let value = object["appearances"] else { return }
    guard let array = value.arrayValue else {
      object.report(
        WrongTypeRule.id, .error, at: "appearances",
        WrongTypeRule.message(object.describe("appearances"), expected: "an array", found: value))
      return
    }
    for (index, item) in array.enumerated() {
      let itemPath = object.path(of: "appearances") + "/\(index)"
      let name = "an appearance of \(object.owner)"
      guard let appearance = object.reader.object(item, at: itemPath, named: name) else { continue }
      appearance.checkKeys(appearanceKeys)
      let kind = appearance.string("appearance")
      let setting = appearance.string("value")
      if kind == "luminosity", setting == "dark" { result.isDark = true }
      if kind == "contrast", setting == "high" { result.isHighContrast = true }
    }
  }

  /// The `resizing` of an image entry (`object`, named "the 'resizing' of an image entry of …").
  private static func readResizing(_ object: JSONObjectCursor) -> ImageResizing? {
    object.checkKeys(resizingKeys)
    let modeName = object.string("mode")
    let mode = modeName.flatMap(SliceMode.init(rawValue:))
    if let modeName, mode == nil {
      object.report(
        InvalidValueRule.id, .error, at: "mode",
        InvalidValueRule.message(
          modeName, for: object.describe("mode"),
          reason: "expected 3-part-horizontal, 3-part-vertical or 9-part"))
    }
    var center = SliceCenterMode.tile
    var centerWidth = 1
    var centerHeight = 1
    if let centerObject = object.object("center", owner: "the 'center' of \(object.owner)") {
      centerObject.checkKeys(centerKeys)
      if let name = centerObject.string("mode") {
        center = SliceCenterMode(rawValue: name) ?? .tile
      }
      centerWidth = Int(centerObject.number("width") ?? 1)
      centerHeight = Int(centerObject.number("height") ?? 1)
    }
    var insets = [0, 0, 0, 0]
    if let capInsets = object.object("cap-insets", owner: "the 'cap-insets' of \(object.owner)") {
      capInsets.checkKeys(insetKeys)
      for (index, key) in insetKeys.enumerated() {
        let value = capInsets.number(key) ?? 0
        insets[index] = value.isFinite ? Int(min(max(value, -1), 1_000_000)) : 0
      }
    }
    guard let mode else { return nil }
    return ImageResizing(
      mode: mode, center: center,
      capInsets: SlicePixelInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]),
      centerWidth: max(1, min(centerWidth, 1_000_000)), centerHeight: max(1, min(centerHeight, 1_000_000)))
  }
}
