import ThemePackArchive

extension ThemeCatalog {
  /// One theme on offer.
  public struct Theme: Sendable, Equatable {
    public var name: String
    /// The newest version this client can read.
    public var version: String
    /// The package's size in bytes (what a download costs).
    public var size: Int
    /// The theme colour, light and dark (`#RRGGBB`, or `#RRGGBBAA` when not opaque), when
    /// the index lists it well formed (a malformed one reads as nil).
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
}
