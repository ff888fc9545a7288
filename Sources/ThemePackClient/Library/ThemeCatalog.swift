import Foundation
import ThemePackArchive

/// The themes a server offers, for a theme picker: the index fetched and checked exactly as
/// an install checks it (signed by one of the installer's keys, not older than the newest
/// index accepted under the root, not dated ahead), one entry per theme with the newest
/// version this client can read (by SemVer precedence; a pre-release only when asked),
/// beside what is installed. Listing writes nothing.
public struct ThemeCatalog: Sendable, Equatable {
  /// The index's sequence and date.
  public var sequence: Int
  public var date: String?
  /// Every theme with a readable version, sorted by name.
  public var themes: [Theme]

  public init(sequence: Int, date: String?, themes: [Theme]) {
    self.sequence = sequence
    self.date = date
    self.themes = themes
  }

  /// The catalogue of `index` beside what `library` has installed: per theme the newest
  /// version by SemVer precedence, a pre-release only when `preReleases` is true (a theme
  /// offered only in pre-releases is then left out). Linear in the index's entries.
  package init(_ index: ThemeIndex, library: ThemeLibrary, preReleases: Bool = false) {
    let themes = index.newestOfEachTheme(preReleases: preReleases).map { entry in
      Theme(
        name: entry.theme, version: entry.version, size: entry.size, color: entry.color,
        darkColor: entry.darkColor, installedVersion: library.currentVersion(of: entry.theme))
    }
    self.init(sequence: index.sequence, date: index.date, themes: themes)
  }
}
