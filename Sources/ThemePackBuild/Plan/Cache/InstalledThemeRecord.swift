import Foundation
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// What a build installed for one theme, kept in the cache folder, so that the next build
/// can leave an unchanged theme where it is instead of copying every file back.
///
/// A record holds the theme's output key (everything its files are made from: every unit's
/// cache key, the theme's own fields and the layouts that place them), one digest of the
/// path, size and modification time of every file in its theme folders
/// (`InstalledFileScan`), and per unit its cache key, its built asset and the stamp of its
/// cache entry. The theme is up to date when the key matches, every unit's cache entry
/// still has its stamp and the folders hold exactly those files, untouched: a rebuild with
/// nothing changed reads one record per theme and stamps, no cache entry. An edited,
/// removed or added file makes the build install the theme again. Records are written
/// after the theme is in place, so a build interrupted in between only costs the next
/// build some copying. Each unit's input lines are kept beside the record
/// (`InstalledThemeInputs`), read only to say why a unit renders.
package struct InstalledThemeRecord: Sendable, Equatable, Codable {
  /// One unit as it was built.
  ///
  /// The asset is stored as the text of its own JSON (`InternalJSON`), so that the same
  /// asset in many records is decoded once (`BuiltAssetMemo`, from the decoder's
  /// `userInfo`); a text that spells no asset makes the record unreadable.
  package struct UnitRecord: Sendable, Equatable, Codable {
    package var key: String
    /// The stamp of the unit's `entry.json` in the cache; nil when it was not stored.
    package var entry: FileStamp?
    package var asset: BuiltAsset?

    package init(key: String, entry: FileStamp?, asset: BuiltAsset?) {
      self.key = key
      self.entry = entry
      self.asset = asset
    }

    package enum CodingKeys: String, CodingKey {
      case key, entry, asset
    }

    package init(from decoder: any Decoder) throws {
      let fields = try decoder.container(keyedBy: CodingKeys.self)
      key = try fields.decode(String.self, forKey: .key)
      entry = try fields.decodeIfPresent(FileStamp.self, forKey: .entry)
      asset = nil
      guard let text = try fields.decodeIfPresent(String.self, forKey: .asset) else { return }
      let memo = decoder.userInfo[BuiltAssetMemo.userInfoKey] as? BuiltAssetMemo ?? BuiltAssetMemo()
      guard let asset = memo.asset(ofText: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .asset, in: fields, debugDescription: "not a built asset")
      }
      self.asset = asset
    }

    package func encode(to encoder: any Encoder) throws {
      var fields = encoder.container(keyedBy: CodingKeys.self)
      try fields.encode(key, forKey: .key)
      try fields.encodeIfPresent(entry, forKey: .entry)
      if let asset {
        try fields.encode(String(decoding: try InternalJSON.bytes(of: asset), as: UTF8.self), forKey: .asset)
      }
    }
  }

  /// 3: the files as one digest, the units' assets and entry stamps, inputs beside;
  /// 4: that digest takes each folder's names in byte order (`InstalledFileScan.digest`),
  /// each asset is the text of its JSON (`UnitRecord`); 5: assets record a resizable asset's
  /// drawn size.
  package static let formatVersion = 5
  package var format = formatVersion
  package var key: String
  /// `InstalledFileScan.digest` of the theme's folders.
  package var files: String
  /// By asset name.
  package var units: [String: UnitRecord]

  package init(key: String, files: String, units: [String: UnitRecord]) {
    self.key = key
    self.files = files
    self.units = units
  }

  /// The output key of a theme: its name, version, colours and source digest, its units'
  /// cache keys (each covering the tool version, the encoder, the asset's entry and its
  /// sources), the package name and the layouts with the folders they give the theme.
  /// It changes whenever a file of the theme could.
  package static func key(
    of theme: Theme, colors: ThemeColors, sourceSHA256: String?, unitKeys: [String], packageName: String,
    layouts: [String]
  ) -> String {
    var text = "themepack-installed-theme \(formatVersion)\ntool \(ThemePackVersion.current)\n"
    text += "package \(packageName)\ntheme \(theme.name) \(theme.version)\n"
    for name in colors.values.keys.sorted() {
      text += "color \(name) " + colors.values[name]!.all.map(\.hexString).joined(separator: " ") + "\n"
    }
    text += "sources \(sourceSHA256 ?? "none")\n"
    for layout in layouts { text += "layout \(layout)\n" }
    for unit in unitKeys { text += "unit \(unit)\n" }
    return SHA256.hex(of: Array(text.utf8))
  }

  /// Where the record of `theme` built into `output` lives inside `cacheFolder`: one file
  /// per output folder and theme, so output folders sharing a cache do not mix.
  package static func path(cacheFolder: String, output: String, theme: String) -> String {
    cacheFolder + "/" + relativePath(output: output, theme: theme)
  }

  /// `path(cacheFolder:output:theme:)` relative to the cache folder.
  package static func relativePath(output: String, theme: String) -> String {
    let absolute = URL(fileURLWithPath: output).standardizedFileURL.path
    let name = SHA256.hex(of: Array("\(absolute)\n\(theme)".utf8))
    return "\(BuildCache.installedFolder)/\(name).json"
  }

  /// The record at `path`, or nil when it is missing, unreadable or of another format;
  /// `assets` decodes each distinct asset once across the records one build reads.
  package static func load(from path: String, assets: BuiltAssetMemo = BuiltAssetMemo())
    -> InstalledThemeRecord?
  {
    guard
      let record = InternalJSON.read(
        InstalledThemeRecord.self, at: path, userInfo: [BuiltAssetMemo.userInfoKey: assets]),
      record.format == formatVersion
    else { return nil }
    return record
  }

  /// Writes the record to `path` through a temporary file. Failures are ignored: a missing
  /// record only means the next build installs the theme again.
  package func save(to path: String) {
    guard let bytes = try? InternalJSON.bytes(of: self) else { return }
    try? AtomicFile.write(bytes, to: path)
  }
}
