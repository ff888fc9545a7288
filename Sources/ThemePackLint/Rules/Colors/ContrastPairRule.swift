import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// A colour that does not stand out enough from what it is drawn on in some appearance: a
/// value the designer gave that fails its pair, or a derived one no tone of any colour can
/// bring to the minimum. The theme colour against the dark background in plain dark mode is
/// `dark-contrast`'s; every other pair is this rule's.
package enum ContrastPairRule: ProjectCheck {
  package static let id = "contrast-pair"
  package static let severity = Finding.Severity.error
  package static let summary =
    "a colour fails the contrast it needs on what it is drawn on, in light, dark or high contrast"

  /// "colour 'onColor' of theme 'darkGray' (#FFFFFF) has contrast 1.94:1 on 'color' (#A9BCD0) in
  /// dark, below the 4.5:1 it needs: choose another 'dark'"
  /// From a tokens file the advice names the mode's value, not a `theme.json` key:
  /// "…: choose another dark value".
  package static func givenMessage(theme: String, check: ContrastCheck, fromTokens: Bool = false) -> String {
    "\(describe(check, theme: theme)) has contrast \(DarkContrastRule.ratio(check.ratio)) on "
      + "\(surface(check)) in \(check.appearance.description), below the "
      + "\(ContrastNeed.ratioText(check.minimum)) it needs: choose another "
      + (fromTokens ? "\(check.appearance.description) value" : valueKey(check))
  }

  /// "no colour reaches the 7:1 colour 'onColor' of theme 'x' needs on 'color' (#808080) in
  /// light high contrast: the best any colour reaches is 3.95:1; give 'highContrast' values"
  /// From a tokens file the advice names the mode (`… a dark value (a mode of the token) …`).
  package static func unreachableMessage(theme: String, check: ContrastCheck, fromTokens: Bool = false)
    -> String
  {
    "no colour reaches the \(ContrastNeed.ratioText(check.minimum)) "
      + "\(check.color == "color" ? "the theme colour" : "colour '\(check.color)'") of theme '\(theme)' "
      + "needs on \(surface(check)) in \(check.appearance.description): the best any colour reaches is "
      + "\(DarkContrastRule.ratio(check.bestPossible)); give \(check.surface == .background ? "the colour" : "'\(check.surface.name)'") "
      + (fromTokens
        ? "a \(check.appearance.description) value (a mode of the token)" : "a \(valueKey(check)) value")
      + " that leaves room, or ask less with 'use'"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config else { return [] }
    let white = ThemeRGBA(red: 255, green: 255, blue: 255)
    let backgrounds = AppearanceValues { $0.isDark ? config.dark.background : white }
    var findings: [Finding] = []
    for theme in context.survey.themes {
      guard let settings = theme.settings, let color = settings.color else { continue }
      let roles =
        [
          ColorRole.themeColor(
            color, given: settings.themeColorValues, minimumContrast: config.dark.minimumContrast)
        ]
        + settings.colorRoles.keys.sorted().map { settings.colorRoles[$0]! }
      let solved = ThemeColorSolver.solve(roles, backgrounds: backgrounds)
      for check in solved.checks where !check.meets {
        if check.color == "color", check.appearance == .dark { continue }
        let place = ColorFindingPlace(
          theme: theme, color: check.color, appearance: check.appearance,
          pointers: [pointer(of: check), rootPointer(of: check)])
        findings.append(
          place.finding(
            id, severity, theme: theme.name,
            message: check.isGiven
              ? givenMessage(theme: theme.name, check: check, fromTokens: place.isToken)
              : unreachableMessage(theme: theme.name, check: check, fromTokens: place.isToken)))
      }
    }
    return findings
  }

  private static func describe(_ check: ContrastCheck, theme: String) -> String {
    let name = check.color == "color" ? "the theme colour" : "colour '\(check.color)'"
    return "\(name) of theme '\(theme)' (\(check.value.hexString))"
  }

  private static func surface(_ check: ContrastCheck) -> String {
    let name = check.surface == .background ? "the background" : "'\(check.surface.name)'"
    return "\(name) (\(check.surfaceValue.hexString))"
  }

  /// The key that gives the colour's value in the check's appearance.
  private static func valueKey(_ check: ContrastCheck) -> String {
    switch check.appearance {
    case .light: return check.color == "color" ? "'color'" : "'value'"
    case .dark: return check.color == "color" ? "'darkColor'" : "'dark'"
    case .lightHighContrast: return "'highContrast'"
    case .darkHighContrast: return "'darkHighContrast'"
    }
  }

  /// The JSON Pointer (without '/') of the value the check is about.
  private static func pointer(of check: ContrastCheck) -> String {
    let key = ThemeColorReader.appearanceKeys.first { $0.appearance == check.appearance }?.key ?? "value"
    if check.color == "color" {
      return check.appearance == .dark ? "darkColor" : "color/" + key
    }
    return "colors/" + check.color + "/" + key
  }

  private static func rootPointer(of check: ContrastCheck) -> String {
    check.color == "color" ? "color" : "colors/" + check.color
  }
}
