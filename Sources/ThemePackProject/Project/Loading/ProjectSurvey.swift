/// Everything found in an assets folder, usable or not: what the lint checks.
///
/// Unlike `ThemeProject`, a survey exists even when the config or a theme file is
/// broken, so one lint run can report every problem.
package struct ProjectSurvey: Sendable, Hashable {
  /// The assets folder as the user gave it (without a trailing slash).
  package var assetsPath: String
  package var layout: ProjectLayout
  /// `<assets>/themepack.json` in a project; nil for a plain folder.
  package var configPath: String?
  /// The config: read from `themepack.json` (nil when it is not a JSON object), or for a
  /// plain folder made up from the files found (every name per-theme, untinted).
  package var config: ProjectConfig?
  /// The entries of the assets folder itself.
  package var rootEntries: [FolderEntry]
  /// `Base/` in a project (empty when the folder is absent); nil for a plain folder.
  package var base: ImageFolder?
  /// The folder holding the theme folders: `<assets>/Themes`, or the assets folder itself.
  package var themesPath: String
  /// The entries of `themesPath`.
  package var themesEntries: [FolderEntry]
  /// Every theme folder, sorted by name.
  package var themes: [ThemeFolder]
  /// The symbolic links found in the surveyed folders (and on the way to the files read)
  /// that lead outside the project or loop. Nothing behind them was read; a refused file
  /// stays in its folder's entries, a refused folder is listed as a file.
  package var refusedLinks: [ProjectLink]

  package init(
    assetsPath: String, layout: ProjectLayout, configPath: String?, config: ProjectConfig?,
    rootEntries: [FolderEntry], base: ImageFolder?, themesPath: String, themesEntries: [FolderEntry],
    themes: [ThemeFolder], refusedLinks: [ProjectLink] = []
  ) {
    self.assetsPath = assetsPath
    self.layout = layout
    self.configPath = configPath
    self.config = config
    self.rootEntries = rootEntries
    self.base = base
    self.themesPath = themesPath
    self.themesEntries = themesEntries
    self.themes = themes
    self.refusedLinks = refusedLinks
  }
}
