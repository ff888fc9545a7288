import ThemePackImaging

/// What `themepack init` decided and why: the theme colours, per asset the master and tint
/// (or why it stays per theme) with the drift of every theme's file, the nav-bar slice, and
/// what was left out. `text` is what the command prints.
public struct ImportReport: Sendable, Equatable {
  /// A theme's colour and where it came from.
  public struct ThemeColor: Sendable, Equatable {
    public var theme: String
    public var color: RGBA8
    /// "'themeColor.png' (a flat 1x1 px image)", "--colors 'db.csv'" …
    public var source: String
  }

  /// How one theme's source file compares with what the new project builds.
  public struct Drift: Sendable, Equatable {
    public var theme: String
    /// The colour the file is painted in.
    public var painted: RGBA8?
    /// CIEDE2000 of the painted colour from the theme colour.
    public var deltaE: Double?
    /// The largest channel difference (0…255) of the built image from the source file, at
    /// the source's scale (0 for files kept as drawn).
    public var maximumDifference: Int
  }

  /// One asset: master (with its tint) or per theme, its size and its drift per theme.
  public struct Asset: Sendable, Equatable {
    public var name: String
    /// The tint of the master, or nil when the asset stays per theme.
    public var tint: TintMode?
    /// Why: the fit's explanation, or why no master reproduces the files.
    public var reason: String
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var scale: Int
    public var drift: [Drift]
    /// What dark mode shows and why ("same: the source has one picture…"), nil when the
    /// asset keeps the project's default.
    public var dark: String? = nil
  }

  /// "theme folders", "asset catalog", "SwiftTheme themes".
  public var kind: String
  public var source: String
  public var themeColors: [ThemeColor] = []
  public var assets: [Asset] = []
  /// The nav-bar decision, when an asset was recognised as one.
  public var navigationBar: String?
  /// Files only some themes have: "busIcon.png: blue, silver".
  public var partialFiles: [String] = []
  /// Design tokens: the files copied, the modes the source gives, how the themes were found,
  /// and each theme's group and colour token.
  public var tokens: [String] = []
  /// Everything else worth a line: renames, skipped files, unmapped keys, limits.
  public var notes: [String] = []
  /// SwiftTheme fonts written as named fonts, by name.
  public var fonts: [Font] = []
  /// Values of the source the project does not hold (data, dates, a key path no plist key
  /// path can be), kept here so they are not lost.
  public var keptValues: [KeptValue] = []
  /// Values that are no colour, image or font the project keeps in `theme.json` `values`
  /// (`UIStatusBarStyle`, numbers, booleans), written back to the theme's plist.
  public var carriedValues: [KeptValue] = []

  /// A SwiftTheme font written as a named font that keeps its key path.
  public struct Font: Sendable, Equatable {
    public var name: String
    /// The key path it is written under (its `keyPath`, or `Fonts.<name>`).
    public var keyPath: String
    /// True when it is in themepack.json (the same in every theme), false when in the
    /// theme.json of each theme that has it.
    public var isShared: Bool
    /// The source string of each theme that has it, by theme.
    public var values: [String: String]
  }

  /// One value of a source theme the project does not hold.
  public struct KeptValue: Sendable, Equatable {
    public var theme: String
    public var keyPath: String
    /// The value as the report shows it (`'LightContent'`, `the number 30`).
    public var value: String
  }

  public init(kind: String, source: String) {
    self.kind = kind
    self.source = source
  }
}
