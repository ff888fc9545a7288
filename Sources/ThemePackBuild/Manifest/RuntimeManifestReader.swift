import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging
import ThemePackSupport

/// Turns a parsed manifest document into a `RuntimeManifest`, rejecting anything an app
/// could not rely on, with the line and column of the offending value.
package struct RuntimeManifestReader {
  package let document: JSONDocument
  package let file: String
  /// The manifest's own format version, once read (colours have four values from version 2).
  package var formatVersion = RuntimeManifest.formatVersion

  package func manifest() throws(RuntimeManifestError) -> RuntimeManifest {
    let root = document.root
    // The version comes first, so a newer manifest says so instead of failing on a new key.
    guard case .object(let top) = root else { throw fail("", "expected an object, found \(describe(root))") }
    guard let formatVersion = top["formatVersion"] else { throw fail("", "missing 'formatVersion'") }
    guard let version = formatVersion.integerValue else {
      throw fail("/formatVersion", "expected an integer, found \(describe(formatVersion))")
    }
    guard RuntimeManifest.readableFormatVersions.contains(version) else {
      throw fail(
        "/formatVersion",
        "unsupported format version \(version); this reader knows versions 1 to \(RuntimeManifest.formatVersion)"
      )
    }
    if version != self.formatVersion {
      return try RuntimeManifestReader(document: document, file: file, formatVersion: version).manifest()
    }
    let members = try object(
      root, at: "",
      required: ["formatVersion", "name", "version", "generator", "color", "extraColors", "assets"],
      optional: ["files", "sourceSHA256", "fonts", "components", "navigationBar", "appIcon", "fontFiles"])
    var extraColors: [String: AppearanceValues<ThemeRGBA>] = [:]
    let extraMembers = try object(members["extraColors"]!, at: "/extraColors")
    for name in sortedKeys(extraMembers) {
      extraColors[name] = try colorValues(extraMembers[name]!, at: JSONDocument.path("/extraColors", name))
    }
    var assets: [String: RuntimeManifest.Asset] = [:]
    let assetMembers = try object(members["assets"]!, at: "/assets")
    for name in sortedKeys(assetMembers) {
      assets[name] = try asset(assetMembers[name]!, named: name, at: JSONDocument.path("/assets", name))
    }
    var manifest = RuntimeManifest(
      name: try string(members["name"]!, at: "/name"),
      version: try string(members["version"]!, at: "/version"),
      generator: try string(members["generator"]!, at: "/generator"),
      color: try colorValues(members["color"]!, at: "/color"),
      extraColors: extraColors, assets: assets,
      files: try members["files"].map { (value) throws(RuntimeManifestError) in try fileRecords(value) },
      sourceSHA256: try members["sourceSHA256"].map { (value) throws(RuntimeManifestError) in
        let digest = try string(value, at: "/sourceSHA256")
        guard SHA256.isHexDigest(digest) else {
          throw fail("/sourceSHA256", "expected 64 lower-case hex digits")
        }
        return digest
      })
    manifest.fonts =
      try members["fonts"].map { (value) throws(RuntimeManifestError) in try fonts(value) } ?? [:]
    manifest.components =
      try members["components"].map { (value) throws(RuntimeManifestError) in try components(value) } ?? [:]
    manifest.navigationBar = try members["navigationBar"].map { (value) throws(RuntimeManifestError) in
      try navigationBar(value)
    }
    manifest.appIcon = try members["appIcon"].map { (value) throws(RuntimeManifestError) in
      try string(value, at: "/appIcon")
    }
    manifest.fontFiles =
      try members["fontFiles"].map { (value) throws(RuntimeManifestError) in try fontFiles(value) } ?? []
    if let (pointer, message, atKey) = manifest.firstProblem() {
      throw fail(pointer, message, atKey: atKey)
    }
    return manifest
  }

  /// The package's `files` list: path, size and lower-case hex SHA-256 of each file.
  private func fileRecords(_ value: JSONValue) throws(RuntimeManifestError) -> [PackageFileRecord] {
    guard case .array(let items) = value else {
      throw fail("/files", "expected an array, found \(describe(value))")
    }
    var records: [PackageFileRecord] = []
    for (index, item) in items.enumerated() {
      let pointer = "/files/\(index)"
      let members = try object(item, at: pointer, required: ["path", "size", "sha256"])
      let path = try string(members["path"]!, at: pointer + "/path")
      guard let size = members["size"]!.integerValue, size >= 0 else {
        throw fail(pointer + "/size", "expected a whole number of bytes ≥ 0")
      }
      let sha256 = try string(members["sha256"]!, at: pointer + "/sha256")
      guard SHA256.isHexDigest(sha256) else {
        throw fail(pointer + "/sha256", "expected 64 lower-case hex digits")
      }
      records.append(PackageFileRecord(path: path, size: size, sha256: sha256))
    }
    return records
  }

  private func asset(_ value: JSONValue, named name: String, at pointer: String) throws(RuntimeManifestError)
    -> RuntimeManifest.Asset
  {
    let members = try object(
      value, at: pointer, required: ["files", "size", "rendering"], optional: ["slice", "vector"])
    let filesPointer = pointer + "/files"
    let files = try object(
      members["files"]!, at: filesPointer, required: [ThemeAppearance.light.manifestKey],
      optional: ThemeAppearance.allCases.dropFirst().map(\.manifestKey))
    let scales = try AppearanceValues { (appearance) throws(RuntimeManifestError) -> Set<Int> in
      guard let value = files[appearance.manifestKey] else { return [] }
      return try self.scales(
        value, asset: name, appearance: appearance, at: filesPointer + "/" + appearance.manifestKey)
    }
    let size = try object(members["size"]!, at: pointer + "/size", required: ["width", "height"])
    let slice = try members["slice"].map { (value) throws(RuntimeManifestError) in
      try self.slice(value, at: pointer + "/slice")
    }
    return RuntimeManifest.Asset(
      scales: scales,
      width: try number(size["width"]!, at: pointer + "/size/width"),
      height: try number(size["height"]!, at: pointer + "/size/height"),
      rendering: try choice(members["rendering"]!, at: pointer + "/rendering"),
      slice: slice,
      vector: try members["vector"].map { (value) throws(RuntimeManifestError) -> VectorFormat in
        try choice(value, at: pointer + "/vector")
      })
  }

  /// The scales of a `{"1x": "navBar.png", …}` object, whose file names must be the ones
  /// `AssetFileName` gives, so that iOS's own @2x/@3x lookup agrees with the manifest.
  private func scales(
    _ value: JSONValue, asset: String, appearance: ThemeAppearance, at pointer: String
  ) throws(RuntimeManifestError) -> Set<Int> {
    let members = try object(value, at: pointer, required: [], optional: ["1x", "2x", "3x"])
    if members.isEmpty { throw fail(pointer, "expected at least one of '1x', '2x', '3x'") }
    var scales: Set<Int> = []
    for key in sortedKeys(members) {
      let file = members[key]!
      let scale = Int(key.prefix(1))!
      let filePointer = JSONDocument.path(pointer, key)
      let name = try string(file, at: filePointer)
      let expected = AssetFileName.name(asset: asset, scale: scale, appearance: appearance)
      guard name == expected else { throw fail(filePointer, "expected '\(expected)', found '\(name)'") }
      scales.insert(scale)
    }
    return scales
  }

  private func slice(_ value: JSONValue, at pointer: String) throws(RuntimeManifestError)
    -> RuntimeManifest.Slice
  {
    let members = try object(value, at: pointer, required: ["mode", "center", "insets"], optional: ["size"])
    let insetsPointer = pointer + "/insets"
    let insets = try object(
      members["insets"]!, at: insetsPointer, required: ["top", "left", "bottom", "right"])
    let size = try members["size"].map { (value) throws(RuntimeManifestError) in
      try object(value, at: pointer + "/size", required: ["width", "height"])
    }
    return RuntimeManifest.Slice(
      mode: try choice(members["mode"]!, at: pointer + "/mode"),
      center: try choice(members["center"]!, at: pointer + "/center"),
      insets: SliceInsets(
        top: try number(insets["top"]!, at: insetsPointer + "/top"),
        left: try number(insets["left"]!, at: insetsPointer + "/left"),
        bottom: try number(insets["bottom"]!, at: insetsPointer + "/bottom"),
        right: try number(insets["right"]!, at: insetsPointer + "/right")),
      fileWidth: try size.map { (size) throws(RuntimeManifestError) in
        try number(size["width"]!, at: pointer + "/size/width")
      },
      fileHeight: try size.map { (size) throws(RuntimeManifestError) in
        try number(size["height"]!, at: pointer + "/size/height")
      })
  }

  /// A colour's four values (`RuntimeManifest+Colors`); in format 1 the high-contrast ones
  /// may be missing and are then `light` and `dark`.
  package func colorValues(_ value: JSONValue, at pointer: String) throws(RuntimeManifestError)
    -> AppearanceValues<ThemeRGBA>
  {
    let keys = ThemeAppearance.allCases.map(RuntimeManifest.colorKey(of:))
    let members = try object(value, at: pointer, required: formatVersion >= 2 ? keys : Array(keys.prefix(2)))
    let given = try AppearanceValues { (appearance) throws(RuntimeManifestError) -> ThemeRGBA? in
      let key = RuntimeManifest.colorKey(of: appearance)
      return try members[key].map { (value) throws(RuntimeManifestError) in
        try color(value, at: pointer + "/" + key)
      }
    }
    return AppearanceValues { given[$0] ?? given[$0.normal]! }
  }

  private func color(_ value: JSONValue, at pointer: String) throws(RuntimeManifestError) -> ThemeRGBA {
    let text = try string(value, at: pointer)
    guard let color = RuntimeManifest.color(hex: text) else {
      throw fail(pointer, "expected a colour '#RRGGBB' or '#RRGGBBAA', found '\(JSONParser.shown(text))'")
    }
    return color
  }

  // MARK: - Values

  /// An object's members after checking that it has every required key and no other.
  package func object(
    _ value: JSONValue, at pointer: String, required: [String], optional: [String] = []
  ) throws(RuntimeManifestError) -> [String: JSONValue] {
    let members = try object(value, at: pointer)
    for key in sortedKeys(members) where !required.contains(key) && !optional.contains(key) {
      throw fail(JSONDocument.path(pointer, key), "unknown key '\(key)'", atKey: true)
    }
    for key in required where members[key] == nil {
      throw fail(pointer, "missing '\(key)'")
    }
    return members
  }

  package func object(_ value: JSONValue, at pointer: String) throws(RuntimeManifestError) -> [String:
    JSONValue]
  {
    guard case .object(let members) = value else {
      throw fail(pointer, "expected an object, found \(describe(value))")
    }
    return members
  }

  package func string(_ value: JSONValue, at pointer: String) throws(RuntimeManifestError) -> String {
    guard case .string(let text) = value else {
      throw fail(pointer, "expected a string, found \(describe(value))")
    }
    return text
  }

  package func number(_ value: JSONValue, at pointer: String) throws(RuntimeManifestError) -> Double {
    guard case .number(let number) = value else {
      throw fail(pointer, "expected a number, found \(describe(value))")
    }
    return number
  }

  package func choice<Choice: RawRepresentable & CaseIterable>(_ value: JSONValue, at pointer: String)
    throws(RuntimeManifestError) -> Choice where Choice.RawValue == String
  {
    let text = try string(value, at: pointer)
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map { "'\($0.rawValue)'" }
      let list = names.dropLast().joined(separator: ", ") + " or " + names.last!
      throw fail(pointer, "expected \(list), found '\(JSONParser.shown(text))'")
    }
    return choice
  }

  /// Keys in UTF-8 byte order, so the first problem reported never depends on hashing.
  package func sortedKeys(_ members: [String: JSONValue]) -> [String] {
    members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  package func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .object, .array: return "an \(value.typeName)"
    case .string(let text): return "the string '\(JSONParser.shown(text))'"
    default: return "a \(value.typeName)"
    }
  }

  package func fail(_ pointer: String, _ message: String, atKey: Bool = false) -> RuntimeManifestError {
    let position = (atKey ? document.positions[pointer + "#key"] : nil) ?? document.position(of: pointer)
    return RuntimeManifestError(
      file: file, line: position?.line, column: position?.column, pointer: pointer, message: message)
  }
}
