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
    var json = JSONFieldReader(document: document, file: set.contentsPath, theme: nil)
    defer { findings += json.findings }
    let owner = "image set '\(set.name)'"
    guard let root = setRoot(of: document, known: imageSetKeys, owner: owner, &json) else { return set }
    if let properties = json.object("properties", in: root, at: "", owner: owner) {
      json.checkKeys(
        properties, at: "/properties", known: imagePropertyKeys, in: "the 'properties' of \(owner)")
      set.renderingIntent = json.string(
        "template-rendering-intent", in: properties, at: "/properties", owner: "the 'properties' of \(owner)")
    }
    set.entries = setEntries("images", in: root, owner: owner, &json) { value, path, json in
      readImageEntry(value, at: path, owner: owner, &json)
    }
    return set
  }

  private static func readImageEntry(
    _ value: JSONValue, at path: String, owner: String, _ json: inout JSONFieldReader
  ) -> CatalogImageEntry? {
    guard let object = json.object(value, at: path, named: "an entry of 'images' in \(owner)") else {
      return nil
    }
    let entryOwner = "an image entry of \(owner)"
    json.checkKeys(object, at: path, known: imageEntryKeys, in: entryOwner)
    var entry = CatalogImageEntry(filename: nil, scale: nil, jsonPath: path)
    if let filename = json.string("filename", in: object, at: path, owner: entryOwner) {
      if filename.isEmpty || filename.contains("/") || filename.contains("\\") || filename == ".."
        || filename == "." || filename.contains("\u{0}")
      {
        json.report(
          CatalogPathRule.id, CatalogPathRule.severity, at: JSONDocument.path(path, "filename"),
          CatalogPathRule.message(filename, set: owner))
      } else {
        entry.filename = filename
      }
    }
    entry.idiom = json.string("idiom", in: object, at: path, owner: entryOwner) ?? "universal"
    if let scale = json.string("scale", in: object, at: path, owner: entryOwner) {
      if let parsed = ["1x": 1, "2x": 2, "3x": 3][scale] {
        entry.scale = parsed
      } else {
        json.report(
          InvalidValueRule.id, .error, at: JSONDocument.path(path, "scale"),
          InvalidValueRule.message(scale, for: "'scale' in \(entryOwner)", reason: "expected 1x, 2x or 3x"))
      }
    }
    readAppearances(object, at: path, owner: entryOwner, &json, &entry.appearance)
    let classes = ["width-class", "height-class"].compactMap { key in
      json.string(key, in: object, at: path, owner: entryOwner).map { "\(key.dropLast(6)) \($0)" }
    }
    entry.sizeClass = classes.isEmpty ? nil : classes.joined(separator: " ")
    entry.displayGamut = json.string("display-gamut", in: object, at: path, owner: entryOwner)
    if let resizing = json.object("resizing", in: object, at: path, owner: entryOwner) {
      entry.resizing = readResizing(
        resizing, at: JSONDocument.path(path, "resizing"), owner: entryOwner, &json)
    }
    return entry
  }

  /// Reads `appearances` into `appearance`: luminosity dark makes it dark, contrast high
  /// makes it high contrast.
  package static func readAppearances(
    _ object: [String: JSONValue], at path: String, owner: String, _ json: inout JSONFieldReader,
    _ result: inout ThemeAppearance
  ) {
    guard let value = object["appearances"] else { return }
    guard let array = value.arrayValue else {
      json.report(
        WrongTypeRule.id, .error, at: JSONDocument.path(path, "appearances"),
        WrongTypeRule.message("'appearances' in \(owner)", expected: "an array", found: value))
      return
    }
    for (index, item) in array.enumerated() {
      let itemPath = JSONDocument.path(path, "appearances") + "/\(index)"
      guard let appearance = json.object(item, at: itemPath, named: "an appearance of \(owner)") else {
        continue
      }
      json.checkKeys(appearance, at: itemPath, known: appearanceKeys, in: "an appearance of \(owner)")
      let kind = json.string("appearance", in: appearance, at: itemPath, owner: "an appearance")
      let setting = json.string("value", in: appearance, at: itemPath, owner: "an appearance")
      if kind == "luminosity", setting == "dark" { result.isDark = true }
      if kind == "contrast", setting == "high" { result.isHighContrast = true }
    }
  }

  private static func readResizing(
    _ object: [String: JSONValue], at path: String, owner: String, _ json: inout JSONFieldReader
  ) -> ImageResizing? {
    json.checkKeys(object, at: path, known: resizingKeys, in: "the 'resizing' of \(owner)")
    let resizingOwner = "the 'resizing' of \(owner)"
    let modeName = json.string("mode", in: object, at: path, owner: resizingOwner)
    let mode = modeName.flatMap(SliceMode.init(rawValue:))
    if let modeName, mode == nil {
      json.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(path, "mode"),
        InvalidValueRule.message(
          modeName, for: "'mode' in \(resizingOwner)",
          reason: "expected 3-part-horizontal, 3-part-vertical or 9-part"))
    }
    var center = SliceCenterMode.tile
    var centerWidth = 1
    var centerHeight = 1
    if let centerObject = json.object("center", in: object, at: path, owner: resizingOwner) {
      let centerPath = JSONDocument.path(path, "center")
      json.checkKeys(centerObject, at: centerPath, known: centerKeys, in: "the 'center' of \(resizingOwner)")
      if let name = json.string("mode", in: centerObject, at: centerPath, owner: "'center'") {
        center = SliceCenterMode(rawValue: name) ?? .tile
      }
      centerWidth = Int(json.number("width", in: centerObject, at: centerPath, owner: "'center'") ?? 1)
      centerHeight = Int(json.number("height", in: centerObject, at: centerPath, owner: "'center'") ?? 1)
    }
    var insets = [0, 0, 0, 0]
    if let capInsets = json.object("cap-insets", in: object, at: path, owner: resizingOwner) {
      let insetsPath = JSONDocument.path(path, "cap-insets")
      json.checkKeys(capInsets, at: insetsPath, known: insetKeys, in: "the 'cap-insets' of \(resizingOwner)")
      for (index, key) in insetKeys.enumerated() {
        let value = json.number(key, in: capInsets, at: insetsPath, owner: "'cap-insets'") ?? 0
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
