import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// The navigation bar's glass title does not stand out enough from its glass in some
/// appearance. The glass stands for the glass tint at its opacity over the system background
/// (white; `dark.background` in dark mode), as `GlassBarColors.surface(over:)` lays it: real
/// glass also blurs what scrolls under it, so this is a warning, not an error. The title needs
/// what text needs (4.5:1, 7:1 with Increase Contrast), as every other pair.
package enum GlassBarContrastRule: ProjectCheck {
  package static let id = "glass-bar-contrast"
  package static let severity = Finding.Severity.warning
  package static let summary =
    "the navigation bar's glass title fails the contrast text needs on its tinted glass, in some appearance"

  /// "the glass bar's title of theme 'sun' (#FFCC00) has contrast 1.42:1 on its glass
  /// (#FFF5CC) in light, below the 4.5:1 it needs: choose another 'titleColor' or 'glassTint'
  /// in 'navigationBar.glass'"
  package static func message(
    theme: String, title: ThemeRGBA, surface: ThemeRGBA, ratio: Double, minimum: Double,
    appearance: ThemeAppearance
  ) -> String {
    "the glass bar's title of theme '\(theme)' (\(title.hexString)) has contrast "
      + "\(DarkContrastRule.ratio(ratio)) on its glass (\(surface.hexString)) in \(appearance.description), below the "
      + "\(ContrastNeed.ratioText(minimum)) it needs: choose another 'titleColor' or 'glassTint' in "
      + "'navigationBar.glass'"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config, let spec = config.navigationBarGlass else { return [] }
    let backgrounds = GlassBarColors.systemBackgrounds(dark: config.dark.background)
    var findings: [Finding] = []
    for theme in context.survey.themes {
      guard let settings = theme.settings, let color = settings.color else { continue }
      let roles =
        [
          ColorRole.themeColor(
            color, given: settings.themeColorValues, minimumContrast: config.dark.minimumContrast)
        ] + settings.colorRoles.keys.sorted().map { settings.colorRoles[$0]! }
      let solved = ThemeColorSolver.solve(roles, backgrounds: backgrounds)
      // A missing name is `glass-bar-color-reference`'s.
      guard let glass = GlassBarColors(spec, values: solved.values, backgrounds: backgrounds) else {
        continue
      }
      let surface = glass.surface(over: backgrounds)
      let ratios = glass.titleContrast(over: backgrounds)
      for appearance in ThemeAppearance.allCases {
        let minimum = ContrastNeed.text.minimum(in: appearance)
        guard ratios[appearance] < minimum else { continue }
        findings.append(
          finding(
            file: context.survey.configPath ?? theme.settingsPath, theme: theme.name,
            message: message(
              theme: theme.name, title: glass.title[appearance], surface: surface[appearance],
              ratio: ratios[appearance], minimum: minimum, appearance: appearance)))
      }
    }
    return findings
  }
}
