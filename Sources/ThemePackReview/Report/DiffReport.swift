/// What `themepack diff` found: every theme of either project with what changed in it.
///
/// Same projects, same report, byte for byte: themes by name, image files by asset, scale
/// and appearance, colours by name and appearance; nothing depends on time or on the order
/// work ran in. `diff.json` in the report folder is this value (`DiffReportFormat.json`).
package struct DiffReport: Sendable, Hashable, Codable {
  /// The report's own format version, bumped when its JSON changes shape.
  /// 2: lint errors of each side, sides that could not be built, image files re-tinted by
  /// a colour change (`recolor`).
  package static let formatVersion = 2

  package var formatVersion: Int = Self.formatVersion
  /// How the two projects are named: their folders, the old one `<folder>@<revision>` when
  /// taken from git.
  package var old: String
  package var new: String
  /// What the sizes measure.
  package var sizes: String = "bytes of each theme's runtime folder (themes/<theme>/), uncompressed"
  /// Every theme of either project, by name (none when a side could not be built).
  package var themes: [ThemeDiff]
  /// The lint errors of each side, in the lint's order: the side was built despite them (a
  /// broken contrast pair), or could not be (then it is in `unbuilt`).
  package var oldLintErrors: [DiffFinding] = []
  package var newLintErrors: [DiffFinding] = []
  /// The sides (as `old` and `new` name them) that could not be built for their lint errors:
  /// nothing of the themes is compared then.
  package var unbuilt: [String] = []

  package init(old: String, new: String, themes: [ThemeDiff]) {
    self.old = old
    self.new = new
    self.themes = themes
  }

  /// The themes that are not unchanged.
  package var differing: [ThemeDiff] { themes.filter { $0.status != .unchanged } }

  /// Themes whose output changed under the same version.
  package var withoutVersionBump: [ThemeDiff] { themes.filter(\.changedWithoutVersionBump) }
}
