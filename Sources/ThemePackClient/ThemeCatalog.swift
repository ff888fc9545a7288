import Foundation
import ThemePackArchive

/// The themes a server offers, for a theme picker: the index fetched and checked exactly as
/// an install checks it (signed by one of the installer's keys, not older than the newest
/// index accepted under the root, not dated ahead), one entry per theme with the newest
/// version this client can read, beside what is installed. Listing writes nothing.
public struct ThemeCatalog: Sendable, Equatable {
  /// One theme on offer.
  public struct Theme: Sendable, Equatable {
    public var name: String
    /// The newest version this client can read.
    public var version: String
    /// The package's size in bytes (what a download costs).
    public var size: Int
    /// The theme colour, light and dark (`#RRGGBB`), when the index lists it.
    public var color: String?
    public var darkColor: String?
    /// The version current under the root, if the theme is installed.
    public var installedVersion: String?

    public init(
      name: String, version: String, size: Int, color: String?, darkColor: String?, installedVersion: String?
    ) {
      self.name = name
      self.version = version
      self.size = size
      self.color = color
      self.darkColor = darkColor
      self.installedVersion = installedVersion
    }

    /// Whether installing it would fetch something: not installed, or installed older.
    public var offersUpdate: Bool {
      guard let installedVersion else { return true }
      return ThemeVersionOrder.precedes(installedVersion, version)
    }
  }

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

  /// The catalogue of `index` beside what `library` has installed.
  public init(_ index: ThemeIndex, library: ThemeLibrary) {
    let names = Set(index.packages.map(\.theme)).sorted()
    let themes = names.compactMap { name -> Theme? in
      guard let entry = index.newest(of: name) else { return nil }
      return Theme(
        name: name, version: entry.version, size: entry.size, color: entry.color, darkColor: entry.darkColor,
        installedVersion: library.currentVersion(of: name))
    }
    self.init(sequence: index.sequence, date: index.date, themes: themes)
  }
}

extension ThemeInstaller {
  /// The verified catalogue of the index at `indexURL` (see `ThemeCatalog`): refused, with
  /// nothing listed, when the index is not signed by one of `publicKeys` or is older than
  /// the newest one accepted under the root.
  public func catalog(indexURL: URL) async throws(ThemeInstallError) -> ThemeCatalog {
    let (index, _, _) = try await acceptableIndex(indexURL)
    return ThemeCatalog(index, library: library)
  }
}
