/// How the assets folder is organised.
package enum ProjectLayout: Sendable, Hashable {
  /// `themepack.json` at the root, masters in `Base/`, themes in `Themes/<name>/`.
  case project
  /// No config: every subfolder is a theme, as old apps keep them; the required files
  /// are the union of the file names found.
  case plainFolder
}
