import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// Everything the preview shows, already built: the build fills it, `PreviewRenderer` draws it.
///
/// The renderer reads nothing from disk and decides nothing about the assets: images, colours
/// and findings arrive finished, so the page shows exactly what the build made.
package struct PreviewInput: Sendable, Equatable {
  /// The page title, e.g. the package name.
  package var title: String
  /// The scales the project builds (1, 2, 3), in the order the page shows them.
  package var scales: [Int]
  /// The background light-appearance images are shown on (iOS: white).
  package var lightBackground: ThemeRGBA
  /// The background dark-appearance images are shown on, the one dark colours are checked
  /// against (iOS elevated dark: #1C1C1E).
  package var darkBackground: ThemeRGBA
  /// Every theme, hypothetical ones (`--try-color`) included, in the order the page shows them.
  package var themes: [PreviewTheme]
  /// Which asset is the navigation bar background and at which sizes to draw it; nil when the
  /// project has none (the page then says so for every theme).
  package var navigationBar: PreviewNavigationBar?
  /// The navigation bar's glass form (`navigationBar.glass`), drawn as an approximation of
  /// Liquid Glass for every theme; nil when the project gives none.
  package var glassBar: GlassBarSpec?
  /// Findings about the project as a whole (configuration, folders), shown at the top.
  package var findings: [PreviewFinding]

  package init(
    title: String, scales: [Int], lightBackground: ThemeRGBA = PreviewInput.iOSLightBackground,
    darkBackground: ThemeRGBA = PreviewInput.iOSDarkBackground, themes: [PreviewTheme],
    navigationBar: PreviewNavigationBar? = nil, findings: [PreviewFinding] = [], glassBar: GlassBarSpec? = nil
  ) {
    self.glassBar = glassBar
    self.title = title
    self.scales = scales
    self.lightBackground = lightBackground
    self.darkBackground = darkBackground
    self.themes = themes
    self.navigationBar = navigationBar
    self.findings = findings
  }

  /// `systemBackground` in the light appearance: white.
  package static let iOSLightBackground = ThemeRGBA(red: 255, green: 255, blue: 255)
  /// `secondarySystemBackground` in the dark appearance: #1C1C1E.
  package static let iOSDarkBackground = ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E)
}
