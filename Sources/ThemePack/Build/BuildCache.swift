import Foundation

/// The incremental build cache: the files of every theme × asset unit, keyed by the
/// content of everything that can change them.
///
/// The key hashes the tool version, the encoder options, the scales, the asset's config
/// entry, the theme's light and dark colours and the bytes of every source file the unit
/// reads. A hit puts the unit's files back without decoding anything; deleting the cache
/// only costs time, never changes a byte. An entry's files are hard links to the files the
/// build installed (copies where links are refused), so the cache costs no extra writes;
/// each entry records its files' sizes and modification times, and an entry whose files
/// no longer match (a file in the output folder edited in place edits the entry too) is a
/// miss, so a hand edit is never handed out again.
/// Entries are written into a temporary folder and renamed into place, so a crash never
/// leaves a half entry; a full build prunes entries it no longer uses.
struct BuildCache: Sendable {
  /// Bumped whenever what a unit's files depend on changes shape, or the same inputs and
  /// options give other bytes (3: palette images at level 7).
  static let formatVersion = 3
  static let entryFile = "entry.json"
  /// Where `InstalledThemeRecord`s live; not an entry shard.
  static let installedFolder = "installed"
  /// The lint's `ImageFactsCache`; not an entry shard.
  static let imageFactsFile = "image-facts.json"

  let folder: String

  /// What the build knows about one cached unit besides its PNG files.
  struct Entry: Sendable {
    var files: [String]
    var asset: BuiltAsset
    /// Each file's size and modification time when the entry was made, by file name.
    var stamps: [String: FileStamp]
  }

  /// The key of one unit: its inputs (`UnitInputs.description`) plus the tool version and
  /// the encoder options.
  static func key(description: String, encoding: PNGEncodeOptions) -> String {
    var text = "themepack-build-cache \(formatVersion)\ntool \(ThemePackVersion.current)\n"
    // Every field of the options, so a new encoder setting can never reuse stale files.
    text += "encoding \(String(describing: encoding))\n"
    return SHA256.hex(of: Array((text + description).utf8))
  }

  private func entryFolder(_ key: String) -> String {
    "\(folder)/\(key.prefix(2))/\(key)"
  }

  /// The entry for `key`, when there is a readable one. Whether its files can still be
  /// restored is `isIntact`'s question, asked only of entries about to be restored.
  func lookup(_ key: String, spec: AssetSpec) -> Entry? {
    guard let bytes = try? FileReader.bytes(at: entryFolder(key) + "/" + Self.entryFile),
      let root = try? JSONDocument.parseValue(bytes)
    else { return nil }
    return Self.entry(from: root, spec: spec)
  }

  /// Whether every file of `entry` is present and as the entry recorded it (a file edited
  /// through one of its other names, in the output folder, fails this).
  func isIntact(_ entry: Entry, key: String) -> Bool {
    let path = entryFolder(key)
    return entry.files.allSatisfy { FileStamp.of(path + "/" + $0) == entry.stamps[$0] }
  }

  /// Places the entry's files into each of `folders` (fresh folders: links are made there).
  func restore(_ entry: Entry, key: String, into folders: [String]) throws(BuildError) {
    let path = entryFolder(key)
    for file in entry.files {
      for target in folders {
        do {
          try FileLinker.link(path + "/" + file, to: target + "/" + file)
        } catch {
          throw .output(error)
        }
      }
    }
  }

  /// Saves a freshly built unit whose files are in `sourceFolder`. Failures are ignored:
  /// the cache is an optimisation, never a reason for a build to fail. An intact entry for
  /// the key is kept as it is (keys name content); a damaged one is replaced.
  func store(_ asset: BuiltAsset, files: [String], from sourceFolder: String, key: String) {
    let manager = FileManager.default
    let final = entryFolder(key)
    if let bytes = try? FileReader.bytes(at: final + "/" + Self.entryFile),
      let root = try? JSONDocument.parseValue(bytes), let stamps = Self.stamps(in: root),
      Set(stamps.keys) == Set(files), stamps.allSatisfy({ FileStamp.of(final + "/" + $0.key) == $0.value })
    {
      return
    }
    let temporary = "\(folder)/.tmp-\(UUID().uuidString)"
    do {
      try manager.createDirectory(atPath: temporary, withIntermediateDirectories: true)
      var stamps: [String: FileStamp] = [:]
      for file in files {
        try FileLinker.link(sourceFolder + "/" + file, to: temporary + "/" + file)
        guard let stamp = FileStamp.of(temporary + "/" + file) else { throw CocoaError(.fileNoSuchFile) }
        stamps[file] = stamp
      }
      try FileWriter.write(
        JSONWriter().bytes(Self.json(of: asset, files: files, stamps: stamps)),
        to: temporary + "/" + Self.entryFile)
      try manager.createDirectory(
        atPath: (final as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try? manager.removeItem(atPath: final)
      if rename(temporary, final) != 0 { try? manager.removeItem(atPath: temporary) }
    } catch {
      try? manager.removeItem(atPath: temporary)
    }
  }

  /// Removes every entry whose key is not in `keys`.
  func prune(keeping keys: Set<String>) {
    let manager = FileManager.default
    guard let shards = try? manager.contentsOfDirectory(atPath: folder) else { return }
    for shard in shards where shard != Self.installedFolder && shard != Self.imageFactsFile {
      let shardPath = folder + "/" + shard
      if shard.hasPrefix(".tmp-") {
        try? manager.removeItem(atPath: shardPath)
        continue
      }
      for key in (try? manager.contentsOfDirectory(atPath: shardPath)) ?? [] where !keys.contains(key) {
        try? manager.removeItem(atPath: shardPath + "/" + key)
      }
    }
  }

  // MARK: - entry.json

  static func json(of asset: BuiltAsset, files: [String], stamps: [String: FileStamp]) -> JSONValue {
    var resizing: [String: JSONValue] = [:]
    for (scale, slice) in asset.resizing {
      let insets = slice.capInsets
      resizing[String(scale)] = .object([
        "mode": .string(slice.mode.rawValue), "center": .string(slice.center.rawValue),
        "insets": .array([insets.top, insets.left, insets.bottom, insets.right].map(JSONValue.integer)),
        "centerWidth": .integer(slice.centerWidth), "centerHeight": .integer(slice.centerHeight),
      ])
    }
    return .object([
      "files": .array(files.map(JSONValue.string)),
      "stamps": .object(
        stamps.mapValues(\.json)),
      "pointWidth": .number(asset.pointWidth), "pointHeight": .number(asset.pointHeight),
      "scales": .array(asset.scales.map(JSONValue.integer)),
      "darkScales": .array(asset.darkScales.map(JSONValue.integer)),
      "bytes": .integer(asset.bytesWritten / 2), "resizing": .object(resizing),
    ])
  }

  /// The `stamps` of an entry.json, by file name.
  static func stamps(in json: JSONValue) -> [String: FileStamp]? {
    guard let object = json["stamps"]?.objectValue else { return nil }
    var stamps: [String: FileStamp] = [:]
    for (file, value) in object {
      guard let stamp = FileStamp(json: value) else { return nil }
      stamps[file] = stamp
    }
    return stamps
  }

  static func entry(from json: JSONValue, spec: AssetSpec) -> Entry? {
    guard let files = json["files"]?.arrayValue?.compactMap(\.stringValue),
      let width = json["pointWidth"]?.numberValue, let height = json["pointHeight"]?.numberValue,
      let scales = json["scales"]?.arrayValue?.compactMap(\.integerValue),
      let darkScales = json["darkScales"]?.arrayValue?.compactMap(\.integerValue),
      let bytes = json["bytes"]?.integerValue, let resizingJSON = json["resizing"]?.objectValue
    else { return nil }
    guard let stamps = Self.stamps(in: json) else { return nil }
    var resizing: [Int: ImageResizing] = [:]
    var mode: SliceMode?
    for (scaleText, value) in resizingJSON {
      guard let scale = Int(scaleText), let modeText = value["mode"]?.stringValue,
        let sliceMode = SliceMode(rawValue: modeText),
        let center = value["center"]?.stringValue.flatMap(SliceCenterMode.init(rawValue:)),
        let insets = value["insets"]?.arrayValue?.compactMap(\.integerValue), insets.count == 4,
        let centerWidth = value["centerWidth"]?.integerValue,
        let centerHeight = value["centerHeight"]?.integerValue
      else { return nil }
      mode = sliceMode
      resizing[scale] = ImageResizing(
        mode: sliceMode, center: center,
        capInsets: SlicePixelInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]),
        centerWidth: centerWidth, centerHeight: centerHeight)
    }
    let asset = BuiltAsset(
      name: spec.name, pointWidth: width, pointHeight: height, scales: scales, darkScales: darkScales,
      slice: spec.slice, sliceMode: mode, resizing: resizing, filesWritten: files.count * 2,
      bytesWritten: bytes * 2, lightImages: [:], darkImages: [:], unslicedLight: nil)
    return Entry(files: files, asset: asset, stamps: stamps)
  }
}
