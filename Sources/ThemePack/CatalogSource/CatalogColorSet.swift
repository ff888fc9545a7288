/// One `.colorset` of an asset catalog, as read.
public struct CatalogColorSet: Sendable, Equatable {
  /// One colour entry: any or dark appearance, and its colour in sRGB.
  public struct Entry: Sendable, Equatable {
    public var isDark: Bool
    public var isHighContrast: Bool
    public var color: RGBA8
    /// The colour space as written.
    public var space: String
    /// Whether the value lay outside sRGB and was clipped.
    public var clipped: Bool
  }

  /// The name the app uses: namespace groups first (`blue/themeColor`).
  public var name: String
  public var baseName: String
  public var namespace: [String]
  public var path: String
  public var entries: [Entry]

  /// The colour for light mode (no appearance, no high contrast), if any.
  public var light: Entry? { entries.first { !$0.isDark && !$0.isHighContrast } }
  /// The colour for dark mode, if any.
  public var dark: Entry? { entries.first { $0.isDark && !$0.isHighContrast } }
  /// The colour for light mode with Increase Contrast, if any.
  public var highContrast: Entry? { entries.first { !$0.isDark && $0.isHighContrast } }
  /// The colour for dark mode with Increase Contrast, if any.
  public var darkHighContrast: Entry? { entries.first { $0.isDark && $0.isHighContrast } }
}
