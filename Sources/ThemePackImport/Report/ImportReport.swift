import ThemePackArchive
import ThemePackImaging

/// What `themepack init` decided and why: the theme colours, per asset the master and tint
/// (or why it stays per theme) with the drift of every theme's file, the nav-bar slice, and
/// what was left out. `text` is what the command prints.
package struct ImportReport: Sendable, Equatable {
  /// A theme's colour and where it came from.
  package struct ThemeColor: Sendable, Equatable {
    package var theme: String
    package var color: ThemeRGBA
    /// "'themeColor.png' (a flat 1x1 px image)", "--colors 'db.csv'" …
    package var source: String
  }

  /// How one theme's source file compares with what the new project builds.
  package struct Drift: Sendable, Equatable {
    package var theme: String
    /// The colour the file is painted in.
    package var painted: ThemeRGBA?
    /// CIEDE2000 of the painted colour from the theme colour.
    package var deltaE: Double?
    /// The largest channel difference (0…255) of the built image from the source file, at
    /// the source's scale (0 for files kept as drawn).
    package var maximumDifference: Int
  }

  /// One asset: master (with its tint) or per theme, its size and its drift per theme.
  package struct Asset: Sendable, Equatable {
    package var name: String
    /// The tint of the master, or nil when the asset stays per theme.
    package var tint: TintMode?
    /// Why: the fit's explanation, or why no master reproduces the files.
    package var reason: String
    package var pixelWidth: Int
    package var pixelHeight: Int
    package var scale: Int
    package var drift: [Drift]
    /// What dark mode shows and why ("same: the source has one picture…"), nil when the
    /// asset keeps the project's default.
    package var dark: String? = nil
  }

  /// "theme folders", "asset catalog", "SwiftTheme themes".
  package var kind: String
  package var source: String
  package var themeColors: [ThemeColor] = []
  package var assets: [Asset] = []
  /// The nav-bar decision, when an asset was recognised as one.
  package var navigationBar: String?
  /// Files only some themes have: "busIcon.png: blue, silver".
  package var partialFiles: [String] = []
  /// Design tokens: the files copied, the modes the source gives, how the themes were found,
  /// and each theme's group and colour token.
  package var tokens: [String] = []
  /// Everything else worth a line: renames, skipped files, unmapped keys, limits.
  package var notes: [String] = []
  /// SwiftTheme fonts written as named fonts, by name.
  package var fonts: [Font] = []
  /// Values of the source the project does not hold (data, dates, a key path no plist key
  /// path can be), kept here so they are not lost.
  package var keptValues: [KeptValue] = []
  /// Values that are no colour, image or font the project keeps in `theme.json` `values`
  /// (`UIStatusBarStyle`, numbers, booleans), written back to the theme's plist.
  package var carriedValues: [KeptValue] = []

  /// A SwiftTheme font written as a named font that keeps its key path.
  package struct Font: Sendable, Equatable {
    package var name: String
    /// The key path it is written under (its `keyPath`, or `Fonts.<name>`).
    package var keyPath: String
    /// True when it is in themepack.json (the same in every theme), false when in the
    /// theme.json of each theme that has it.
    package var isShared: Bool
    /// The source string of each theme that has it, by theme.
    package var values: [String: String]
  }

  /// One value of a source theme the project does not hold.
  package struct KeptValue: Sendable, Equatable {
    package var theme: String
    package var keyPath: String
    /// The value as the report shows it (`'LightContent'`, `the number 30`).
    package var value: String
  }

  package init(kind: String, source: String) {
    self.kind = kind
    self.source = source
  }
}
