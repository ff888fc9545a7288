import ThemePackArchive
import ThemePackSupport

/// The catalog an app server publishes: `Output/packages/index.json`.
///
///     {
///       "formatVersion": 1,
///       "minimumReaderVersion": 1,
///       "sequence": 3,
///       "date": "2026-12-01T10:00:00Z",
///       "packages": [
///         {"contentSHA256": "…", "file": "MyApp-blue-1.2.0.zip", "formatVersion": 2,
///          "minimumReaderVersion": 2, "sha256": "…", "signed": true, "size": 48211,
///          "theme": "blue", "version": "1.2.0"}
///       ]
///     }
///
/// Packages are sorted by theme (UTF-8 order), then version (numeric parts compared as
/// numbers), then file name; keys are sorted; the text is the same for the same content.
/// Readers ignore keys they do not know.
///
/// `sequence` grows by one with every change of the package list, so an app can refuse an
/// older index replayed to it (`ThemePackClient`). `PackagePublisher` derives it, with no
/// clock: one more than the highest sequence of the folder's current `index.json` and the
/// `--published` index, when the new list differs from that index's; the same when it does
/// not; 1 for a first index. An index without it (written before) counts as 0.
///
/// `date` (UTC, `YYYY-MM-DDTHH:MM:SSZ`) is written only when the publisher is given one
/// (`themepack package --index-date`, or `SOURCE_DATE_EPOCH`), so the same inputs still give
/// the same bytes; a client refuses an index dated before one it accepted (a freeze).
package struct PackageIndex: Sendable, Equatable, Codable {
  /// The index format this code writes (`PackageWireFormat`).
  package static let currentFormatVersion = PackageWireFormat.indexFormatVersion
  /// The highest `"minimumReaderVersion"` this code can read (`PackageWireFormat`).
  package static let readerVersion = PackageWireFormat.readerVersion

  package var formatVersion: Int
  package var minimumReaderVersion: Int
  /// Grows with every published change (see above).
  package var sequence: Int
  /// When the index was published, if the publisher was given a date (see above).
  package var date: String?
  /// The packages, sorted.
  package private(set) var packages: [PackageIndexEntry]

  package init(packages: [PackageIndexEntry], sequence: Int = 1, date: String? = nil) {
    self.sequence = sequence
    self.date = date
    self.formatVersion = Self.currentFormatVersion
    self.minimumReaderVersion = Self.currentFormatVersion
    self.packages = packages.sorted(by: Self.precedes)
  }

  /// Reads an index file.
  package static func load(fromFile path: String) throws(PackageError) -> PackageIndex {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytes(at: path)
    } catch {
      throw PackageError(.invalidIndex, error.description)
    }
    return try parse(bytes, file: path)
  }

  /// Parses index bytes; `file` names them in errors. The text is checked by the strict
  /// parser first (see `CheckedJSONDecoder`).
  package static func parse(_ bytes: [UInt8], file: String) throws(PackageError) -> PackageIndex {
    do {
      return try CheckedJSONDecoder.decode(PackageIndex.self, from: bytes)
    } catch {
      throw PackageError(.invalidIndex, "invalid package index '\(file)': \(error.reason)")
    }
  }

  private enum CodingKeys: String, CodingKey {
    case formatVersion, minimumReaderVersion, sequence, date, packages
  }

  /// Reads an index by the wire contract (`PackageIndexContents`, shared with the client),
  /// refusing one that needs a newer reader. Throws a `CheckedJSONDecoder.Malformed`
  /// saying what is wrong; `parse` also checks the text.
  package init(from decoder: any Decoder) throws {
    let contents: PackageIndexContents
    do {
      contents = try PackageIndexContents(from: decoder)
    } catch let failure as PackageWireFailure {
      throw CheckedJSONDecoder.Malformed(failure.reason)
    }
    if let problem = contents.readerProblem(reader: "this ThemePack") {
      throw CheckedJSONDecoder.Malformed(problem)
    }
    self.init(packages: contents.packages, sequence: contents.sequence, date: contents.date)
    formatVersion = contents.formatVersion
    minimumReaderVersion = contents.minimumReaderVersion
  }

  /// The index file's bytes, in `JSONWriter` standard style (`StandardJSONEncoder`).
  package var bytes: [UInt8] {
    // Encoding Ints, Bools and Strings cannot fail.
    try! StandardJSONEncoder.bytes(self)
  }

  /// The entry for `theme` at `version`, if listed.
  package func entry(theme: String, version: String) -> PackageIndexEntry? {
    packages.first { $0.theme == theme && $0.version == version }
  }

  package static func precedes(_ left: PackageIndexEntry, _ right: PackageIndexEntry) -> Bool {
    if left.theme != right.theme { return ThemePackager.precedes(left.theme, right.theme) }
    if left.version != right.version { return versionPrecedes(left.version, right.version) }
    return ThemePackager.precedes(left.file, right.file)
  }

  /// Orders versions part by part (see `ThemeVersionOrder`, shared with the client).
  package static func versionPrecedes(_ left: String, _ right: String) -> Bool {
    ThemeVersionOrder.precedes(left, right)
  }
}
