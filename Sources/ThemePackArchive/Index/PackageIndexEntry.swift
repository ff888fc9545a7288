/// One package in `index.json`, the catalog an app server publishes: written by `themepack
/// package`, read by the tool's publisher and by `ThemePackClient` (one model, so the two
/// cannot drift apart).
///
///     {"contentSHA256": "…", "file": "MyApp-blue-1.2.0.zip", "formatVersion": 2,
///      "minimumReaderVersion": 2, "sha256": "…", "signed": true, "size": 48211,
///      "theme": "blue", "version": "1.2.0", "color": "#226BAA", "darkColor": "#5999DB"}
public struct PackageIndexEntry: Sendable, Equatable, Codable {
  public var theme: String
  public var version: String
  /// The zip's file name, beside the index (`MyApp-blue-1.2.0.zip`).
  public var file: String
  /// The zip's length in bytes.
  public var size: Int
  /// The zip's SHA-256, 64 lower-case hex digits.
  public var sha256: String
  /// The identity of the package's content (the tool's `PackageManifest.contentSHA256`),
  /// unchanged when the same content is signed by another key. Nil in indexes written by
  /// other tools.
  public var contentSHA256: String?
  /// The packaged manifest's `"formatVersion"` (default 1).
  public var formatVersion: Int
  /// The lowest reader version able to read the package (default: `formatVersion`).
  public var minimumReaderVersion: Int
  /// Whether the zip holds `manifest.json.sig`.
  public var signed: Bool
  /// The theme colour in light and dark appearance (`#RRGGBB`, or `#RRGGBBAA` when not
  /// opaque), for a theme picker's swatch before anything is downloaded. Nil in indexes
  /// written before ThemePack listed them, or by other tools.
  public var color: String?
  public var darkColor: String?

  public init(
    theme: String, version: String, file: String, size: Int, sha256: String, contentSHA256: String?,
    formatVersion: Int, minimumReaderVersion: Int, signed: Bool, color: String? = nil,
    darkColor: String? = nil
  ) {
    self.theme = theme
    self.version = version
    self.file = file
    self.size = size
    self.sha256 = sha256
    self.contentSHA256 = contentSHA256
    self.formatVersion = formatVersion
    self.minimumReaderVersion = minimumReaderVersion
    self.signed = signed
    self.color = color
    self.darkColor = darkColor
  }

  private enum CodingKeys: String, CodingKey {
    case theme, version, file, size, sha256, contentSHA256, formatVersion, minimumReaderVersion, signed
    case color, darkColor
  }

  /// Reads one entry of an index's `"packages"`: `"theme"`, `"version"` and `"file"`, each
  /// one safe path component (the installer makes folders of them), `"size"` and
  /// `"sha256"` are required; `"contentSHA256"` is checked when it is a string; `"color"`
  /// and `"darkColor"` that are not `#RRGGBB` or `#RRGGBBAA` read as nil. Throws a
  /// `PackageWireFailure` naming the entry by its place in the array ("package 2").
  public init(from decoder: any Decoder) throws {
    let label = "package \((decoder.codingPath.last?.intValue ?? 0) + 1)"
    func refuse(_ problem: String) -> PackageWireFailure { PackageWireFailure("\(label) \(problem)") }
    let container = try? decoder.container(keyedBy: CodingKeys.self)
    guard let container, let theme = container.wireString(forKey: .theme),
      let version = container.wireString(forKey: .version), let file = container.wireString(forKey: .file)
    else { throw refuse("needs \"theme\", \"version\" and \"file\" strings") }
    if let problem = Self.nameProblem(theme: theme, version: version, file: file) { throw refuse(problem) }
    guard let size = container.wireWholeNumber(forKey: .size), size >= 0 else {
      throw refuse("has no \"size\" of zero or more bytes")
    }
    guard let sha = container.wireString(forKey: .sha256), SHA256Text.isValid(sha) else {
      throw refuse("has no \"sha256\" of 64 lower-case hex digits")
    }
    let contentSHA = container.wireString(forKey: .contentSHA256)
    if let contentSHA, !SHA256Text.isValid(contentSHA) { throw refuse("has a malformed \"contentSHA256\"") }
    // Lenient: a colour only paints a picker's swatch, so one that is not #RRGGBB or
    // #RRGGBBAA reads as nil and the entry stays installable. The writer validates: the
    // tool lists only colours `isHexColor` accepts (`PackageManifest`).
    let color = container.wireString(forKey: .color).flatMap { Self.isHexColor($0) ? $0 : nil }
    let darkColor = container.wireString(forKey: .darkColor).flatMap { Self.isHexColor($0) ? $0 : nil }
    let format = container.wireWholeNumber(forKey: .formatVersion) ?? 1
    let minimum = container.wireWholeNumber(forKey: .minimumReaderVersion) ?? format
    self.init(
      theme: theme, version: version, file: file, size: size, sha256: sha, contentSHA256: contentSHA,
      formatVersion: format, minimumReaderVersion: minimum,
      signed: ((try? container.decodeIfPresent(Bool.self, forKey: .signed)) ?? nil) ?? false, color: color,
      darkColor: darkColor)
  }

  /// Whether `text` is `#` and 6 or 8 hex digits (the manifest's colour form).
  public static func isHexColor(_ text: String) -> Bool {
    let digits = text.utf8.dropFirst()
    return text.hasPrefix("#") && (digits.count == 6 || digits.count == 8)
      && digits.allSatisfy {
        (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0)
      }
  }

  /// What makes the names unusable, as "has …", or nil.
  static func nameProblem(theme: String, version: String, file: String) -> String? {
    for (what, value) in [("theme", theme), ("version", version), ("file", file)] {
      if let problem = PackageEntryName.componentProblem(value) {
        return "has an unsafe \(what) '\(PackageEntryName.display(value))': it \(problem)"
      }
    }
    if version == PackageWireFormat.reservedVersionName {
      return "has the version '\(version)', a name the installer keeps for itself"
    }
    return nil
  }

  /// Why this reader cannot use the package, or nil (see `PackageWireFormat`).
  public func readerProblem(reader: String) -> String? {
    PackageWireFormat.readerProblem(needs: minimumReaderVersion, reader: reader)
  }
}
