import ThemePackImaging
import ThemePackProject

/// The app icon of each theme of a loaded project, drawn once for the app icon rules: the
/// themes with an icon, each with its renderer (or why it cannot draw) and its looks at
/// `side` pixels. Drawn once per lint (`LintContext.appIcons`), each icon at 128 px.
package struct AppIconThemes {
  package struct Entry {
    package var theme: Theme
    package var spec: AppIconSpec
    package var settingsPath: String
    package var renderer: Result<AppIconRenderer, AppIconError>
    /// The looks at `side`, nil when the icon cannot be drawn.
    package var looks: AppIconLooks?
  }

  /// The size the rules look at.
  package static let side = 128

  package var entries: [Entry] = []

  package init(_ context: LintContext) {
    guard let project = context.project else { return }
    for theme in project.themes {
      guard let spec = theme.appIcon else { continue }
      let settingsPath =
        context.survey.themes.first { $0.name == theme.name }?.settingsPath ?? theme.folderPath
      let renderer = Result { () throws(AppIconError) in
        try AppIconRenderer(project: project, theme: theme, spec: spec)
      }
      let looks = try? renderer.get().looks(side: Self.side)
      entries.append(
        Entry(theme: theme, spec: spec, settingsPath: settingsPath, renderer: renderer, looks: looks))
    }
  }
}
