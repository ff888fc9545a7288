import Foundation

/// The catalog an app server publishes: `Output/packages/index.json`.
///
///     {
///       "formatVersion": 1,
///       "minimumReaderVersion": 1,
///       "packages": [
///         {"contentSHA256": "…", "file": "MyApp-blue-1.2.0.zip", "formatVersion": 1,
///          "minimumReaderVersion": 1, "sha256": "…", "signed": true, "size": 48211,
///          "theme": "blue", "version": "1.2.0"}
///       ]
///     }
///
/// Packages are sorted by theme (UTF-8 order), then version (numeric parts compared as
/// numbers), then file name; keys are sorted; the text is the same for the same content.
/// Readers ignore keys they do not know.
public struct PackageIndex: Sendable, Equatable {
  /// The index format this code writes.
  public static let currentFormatVersion = 1
  /// The highest `"minimumReaderVersion"` this code can read.
  public static let readerVersion = 1

  public var formatVersion: Int
  public var minimumReaderVersion: Int
  /// The packages, sorted.
  public private(set) var packages: [PackageIndexEntry]

  public init(packages: [PackageIndexEntry]) {
    self.formatVersion = Self.currentFormatVersion
    self.minimumReaderVersion = Self.readerVersion
    self.packages = packages.sorted(by: Self.precedes)
  }

  /// Reads an index file.
  public static func load(fromFile path: String) throws(PackageError) -> PackageIndex {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytes(at: path)
    } catch {
      throw PackageError(.invalidIndex, error.description)
    }
    return try parse(bytes, file: path)
  }

  /// Parses index bytes; `file` names them in errors.
  public static func parse(_ bytes: [UInt8], file: String) throws(PackageError) -> PackageIndex {
    func invalid(_ reason: String) -> PackageError {
      PackageError(.invalidIndex, "invalid package index '\(file)': \(reason)")
    }
    let root: JSONValue
    do {
      root = try JSONDocument.parseValue(bytes)
    } catch {
      throw invalid(error.description)
    }
    guard case .object(let members) = root else { throw invalid("expected a JSON object") }
    guard let format = members["formatVersion"]?.integerValue else {
      throw invalid("\"formatVersion\" is missing or not an integer")
    }
    let minimum = members["minimumReaderVersion"]?.integerValue ?? format
    if minimum > readerVersion {
      throw invalid("it needs reader version \(minimum); this ThemePack reads version \(readerVersion)")
    }
    guard let items = members["packages"]?.arrayValue else {
      throw invalid("\"packages\" is missing or not an array")
    }
    var packages: [PackageIndexEntry] = []
    for (index, item) in items.enumerated() {
      let label = "package \(index + 1)"
      guard let theme = item["theme"]?.stringValue, let version = item["version"]?.stringValue,
        let fileName = item["file"]?.stringValue
      else {
        throw invalid("\(label) needs \"theme\", \"version\" and \"file\" strings")
      }
      guard let size = item["size"]?.integerValue, size >= 0 else {
        throw invalid("\(label) has no \"size\"")
      }
      guard let sha = item["sha256"]?.stringValue, SHA256.isHexDigest(sha) else {
        throw invalid("\(label) has no \"sha256\" of 64 lower-case hex digits")
      }
      let contentSHA = item["contentSHA256"]?.stringValue
      if let contentSHA, !SHA256.isHexDigest(contentSHA) {
        throw invalid("\(label) has a malformed \"contentSHA256\"")
      }
      let entryFormat = item["formatVersion"]?.integerValue ?? 1
      packages.append(
        PackageIndexEntry(
          theme: theme, version: version, file: fileName, size: size, sha256: sha,
          contentSHA256: contentSHA,
          formatVersion: entryFormat,
          minimumReaderVersion: item["minimumReaderVersion"]?.integerValue ?? entryFormat,
          signed: item["signed"]?.boolValue ?? false))
    }
    var index = PackageIndex(packages: packages)
    index.formatVersion = format
    index.minimumReaderVersion = minimum
    return index
  }

  public var json: JSONValue {
    .object([
      "formatVersion": .integer(formatVersion), "minimumReaderVersion": .integer(minimumReaderVersion),
      "packages": .array(packages.map(\.json)),
    ])
  }

  /// The index file's bytes (`JSONWriter` standard style).
  public var bytes: [UInt8] {
    JSONWriter(style: .standard).bytes(json)
  }

  /// The entry for `theme` at `version`, if listed.
  public func entry(theme: String, version: String) -> PackageIndexEntry? {
    packages.first { $0.theme == theme && $0.version == version }
  }

  static func precedes(_ left: PackageIndexEntry, _ right: PackageIndexEntry) -> Bool {
    if left.theme != right.theme { return ThemePackager.precedes(left.theme, right.theme) }
    if left.version != right.version { return versionPrecedes(left.version, right.version) }
    return ThemePackager.precedes(left.file, right.file)
  }

  /// Orders versions part by part (split at '.'): numeric parts as numbers, others by
  /// their UTF-8 bytes; a version that is a prefix of another comes first.
  static func versionPrecedes(_ left: String, _ right: String) -> Bool {
    let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
    let leftParts = left.split(separator: ".", omittingEmptySubsequences: false)
    let rightParts = right.split(separator: ".", omittingEmptySubsequences: false)
    for (a, b) in zip(leftParts, rightParts) where a != b {
      let numeric = !a.isEmpty && !b.isEmpty && a.allSatisfy(isDigit) && b.allSatisfy(isDigit)
      if numeric {
        let x = a.drop { $0 == "0" }
        let y = b.drop { $0 == "0" }
        if x.count != y.count { return x.count < y.count }
        if x != y { return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8)) }
        continue
      }
      return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
    }
    if leftParts.count != rightParts.count { return leftParts.count < rightParts.count }
    return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
  }
}
