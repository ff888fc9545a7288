import ThemePackArchive
import ThemePackImaging

/// What dark colours must stand out against, project-wide.
package struct DarkSettings: Sendable, Hashable {
  /// The dark background theme colours are drawn on.
  package var background: ThemeRGBA
  /// The WCAG 2 contrast ratio every theme's dark colour must reach against `background`.
  package var minimumContrast: Double

  package init(background: ThemeRGBA, minimumContrast: Double) {
    self.background = background
    self.minimumContrast = minimumContrast
  }

  /// iOS's dark elevated background (#1C1C1E) and 3:1, the WCAG minimum for UI parts
  /// (`DarkColor`'s defaults).
  package static let `default` = DarkSettings(
    background: DarkColor.defaultBackground, minimumContrast: DarkColor.defaultMinimumContrast)
}
