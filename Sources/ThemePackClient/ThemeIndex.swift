import Foundation
import ThemePackArchive

/// The client's reader of `index.json`, the catalog `themepack package` writes:
///
///     {"formatVersion": 1, "minimumReaderVersion": 1, "sequence": 7,
///      "packages": [{"theme": "blue", "version": "1.2.0", "file": "MyApp-blue-1.2.0.zip",
///                    "size": 48211, "sha256": "…", "minimumReaderVersion": 1, …}]}
///
/// `sequence` grows with every published change (absent: 0); `date`, when an index carries
/// one, is UTC ISO 8601 (`2026-12-01T10:00:00Z`). Both guard against an old index being
/// replayed. Unknown keys are ignored. Theme, version and file names must each be one
/// safe path component, since the installer makes folders of them.
public struct ThemeIndex: Sendable, Equatable {
  /// The highest `"minimumReaderVersion"` of an index (and of a package) this client reads.
  public static let readerVersion = 1
  /// Index files longer than this are refused.
  public static let maxBytes = 8 << 20

  public var formatVersion: Int
  public var sequence: Int
  public var date: String?
  public var packages: [ThemeIndexEntry]

  /// Parses index bytes; `source` names them in errors.
  public static func parse(_ bytes: [UInt8], source: String) throws(ThemeInstallError) -> ThemeIndex {
    func refuse(_ reason: String) -> ThemeInstallError {
      ThemeInstallError(.invalidIndex, "invalid package index '\(source)': \(reason)")
    }
    if bytes.count > maxBytes { throw refuse("it is larger than \(maxBytes) bytes") }
    let raw: RawIndex
    do {
      raw = try JSONDecoder().decode(RawIndex.self, from: Data(bytes))
    } catch let error as IndexFailure {
      throw refuse(error.reason)
    } catch {
      throw refuse("it is not a JSON object of the index's shape")
    }
    if raw.minimumReaderVersion > readerVersion {
      throw refuse(
        "it needs reader version \(raw.minimumReaderVersion); this client reads version \(readerVersion)")
    }
    return ThemeIndex(
      formatVersion: raw.formatVersion, sequence: raw.sequence, date: raw.date, packages: raw.packages)
  }

  /// The newest version of `theme` this client can read (or exactly `version` when given).
  public func newest(of theme: String, version: String? = nil) -> ThemeIndexEntry? {
    packages.filter { $0.theme == theme && $0.minimumReaderVersion <= Self.readerVersion }
      .filter { version == nil || $0.version == version }
      .max { ThemeVersionOrder.precedes($0.version, $1.version) }
  }
}
