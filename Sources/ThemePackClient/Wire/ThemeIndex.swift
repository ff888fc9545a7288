import Foundation
import ThemePackArchive

/// The client's view of `index.json`, the catalog `themepack package` writes, read by the
/// wire contract the tool writes it with (`PackageIndexContents`):
///
///     {"formatVersion": 1, "minimumReaderVersion": 1, "sequence": 7,
///      "packages": [{"theme": "blue", "version": "1.2.0", "file": "MyApp-blue-1.2.0.zip",
///                    "size": 48211, "sha256": "…", "minimumReaderVersion": 2, …}]}
///
/// `sequence` grows with every published change (absent: 0); `date`, when an index carries
/// one, is UTC ISO 8601 (`2026-12-01T10:00:00Z`). Both guard against an old index being
/// replayed. Unknown keys are ignored; a key twice in one object is refused. Theme names and versions are read in Unicode NFC;
/// an index spelling one theme two ways is refused. Theme, version and file names must each be one
/// safe path component, since the installer makes folders of them. An entry's theme colour
/// (`"color"`, `"darkColor"`) is `#RRGGBB`, or `#RRGGBBAA` when not opaque; one of another
/// form reads as nil and the entry stays usable (see `PackageIndexEntry`).
package struct ThemeIndex: Sendable, Equatable {
  /// The highest `"minimumReaderVersion"` of an index, a package entry and a packaged
  /// manifest this client reads (`PackageWireFormat.readerVersion`, the tool's too).
  package static let readerVersion = PackageWireFormat.readerVersion
  /// Index files longer than this are refused.
  package static let maxBytes = 8 << 20
  /// How refusals name this reader.
  static let readerName = "this client"

  package var formatVersion: Int
  package var sequence: Int
  package var date: String?
  package var packages: [ThemeIndexEntry]

  /// Parses index bytes; `source` names them in errors.
  package static func parse(_ bytes: [UInt8], source: String) throws(ThemeInstallError) -> ThemeIndex {
    func refuse(_ reason: String) -> ThemeInstallError {
      ThemeInstallError(.invalidIndex, "invalid package index '\(source)': \(reason)")
    }
    if bytes.count > maxBytes { throw refuse("it is larger than \(maxBytes) bytes") }
    if let key = JSONDuplicateKeys.first(in: bytes) {
      throw refuse("duplicate key '\(ClientNames.display(key))' in one object")
    }
    let contents: PackageIndexContents
    do {
      contents = try JSONDecoder().decode(PackageIndexContents.self, from: Data(bytes))
    } catch let failure as PackageWireFailure {
      throw refuse(failure.reason)
    } catch {
      throw refuse("it is not a JSON object of the index's shape")
    }
    if let problem = contents.readerProblem(reader: readerName) { throw refuse(problem) }
    return ThemeIndex(
      formatVersion: contents.formatVersion, sequence: contents.sequence, date: contents.date,
      packages: contents.packages)
  }

  /// The newest version of `theme` this client can read by SemVer precedence (or exactly
  /// `version` when given). Without `version`, a pre-release (`9.0.1-rc.1`) is picked only
  /// when `preReleases` is true: a stable pick never lands on one.
  package func newest(of theme: String, version: String? = nil, preReleases: Bool = false) -> ThemeIndexEntry?
  {
    listed(theme, version: version).filter {
      $0.readerProblem(reader: Self.readerName) == nil
        && (version != nil || preReleases || !ThemeVersion.isPreRelease($0.version))
    }
    .max { ThemeVersionOrder.precedes($0.version, $1.version) }
  }

  /// The newest readable entry of every theme (as `newest(of:preReleases:)` picks it),
  /// sorted by theme name: one pass over the entries, however many themes there are.
  func newestOfEachTheme(preReleases: Bool = false) -> [ThemeIndexEntry] {
    var newest: [String: ThemeIndexEntry] = [:]
    for entry in packages
    where entry.readerProblem(reader: Self.readerName) == nil
      && (preReleases || !ThemeVersion.isPreRelease(entry.version))
    {
      if let kept = newest[entry.theme], !ThemeVersionOrder.precedes(kept.version, entry.version) { continue }
      newest[entry.theme] = entry
    }
    return newest.values.sorted { $0.theme < $1.theme }
  }

  /// Why the index offers no readable `theme` (or `version` of it), for a refusal: "it
  /// lists no theme 'blue'", or the reader version the newest listing would need.
  func absence(of theme: String, version: String?, preReleases: Bool = false) -> String {
    let which = version.map { "version \($0) of theme '\(theme)'" } ?? "theme '\(theme)'"
    if version == nil, !preReleases, let newest = newest(of: theme, preReleases: true) {
      return "it lists \(which) only in pre-release versions (the newest is \(newest.version)); "
        + "ask for one by its version or allow pre-releases"
    }
    guard
      let newest = listed(theme, version: version).max(by: {
        ThemeVersionOrder.precedes($0.version, $1.version)
      }),
      let problem = newest.readerProblem(reader: Self.readerName)
    else { return "it lists no \(which)" }
    return
      "it lists \(which) only in versions this client cannot read: \(newest.version) \(problem.dropFirst(3))"
  }

  /// The entries of `theme` (and `version`), compared by their NFC bytes.
  private func listed(_ theme: String, version: String?) -> [ThemeIndexEntry] {
    let theme = ThemeNameSpelling.nfc(theme)
    let version = version.map(ThemeNameSpelling.nfc)
    return packages.filter { entry in
      ThemeNameSpelling.sameBytes(entry.theme, theme)
        && (version.map { ThemeNameSpelling.sameBytes(entry.version, $0) } ?? true)
    }
  }
}
