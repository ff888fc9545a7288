import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// A theme whose dark colour (declared, or derived from its colour) does not stand out
/// enough against the dark background.
package enum DarkContrastRule: ProjectCheck {
  package static let id = "dark-contrast"
  package static let severity = Finding.Severity.error
  package static let summary = "a theme's dark colour is below the required contrast on the dark background"

  /// "dark colour #334455 of theme 'x' has contrast 1.52:1 against the dark background #1C1C1E,
  /// below the required 3:1: choose a lighter 'darkColor'"
  /// From a tokens file the advice is "choose another dark value".
  package static func declaredMessage(
    theme: String, color: ThemeRGBA, contrast: Double, background: ThemeRGBA, required: Double,
    fromTokens: Bool = false
  )
    -> String
  {
    "dark colour \(color.hexString) of theme '\(theme)' has contrast \(ratio(contrast)) against the dark "
      + "background \(background.hexString), below the required \(ratio(required)): choose another "
      + (fromTokens ? "dark value" : "'darkColor'")
  }

  /// "the dark colour derived for theme 'x' (#…) reaches only 2.10:1 against … : declare a 'darkColor'"
  /// From a tokens file the advice is to give the token a dark mode.
  package static func derivedMessage(
    theme: String, color: ThemeRGBA, contrast: Double, background: ThemeRGBA, required: Double,
    fromTokens: Bool = false
  )
    -> String
  {
    "the dark colour derived for theme '\(theme)' (\(color.hexString)) reaches only \(ratio(contrast)) "
      + "against "
      + "the dark background \(background.hexString), below the required \(ratio(required)): "
      + (fromTokens ? "give the token a dark value (a mode)" : "declare a 'darkColor'")
      + " or lower 'minimumContrast'"
  }

  /// "4.50:1" for measured ratios; the required one as written ("3:1", "4.5:1").
  package static func ratio(_ value: Double) -> String {
    String(format: "%.2f", value) + ":1"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config else { return [] }
    let background = config.dark.background
    let required = config.dark.minimumContrast
    var findings: [Finding] = []
    for theme in context.survey.themes {
      guard let settings = theme.settings, let color = settings.color else { continue }
      // A declared dark colour is judged as written; otherwise the one derived from the colour.
      let declared = settings.darkColor
      let dark =
        declared ?? DarkColor.derive(from: color, background: background, minimumContrast: required).color
      let contrast = WCAGContrast.ratio(dark, background)
      guard contrast < required else { continue }
      let place = ColorFindingPlace(
        theme: theme, color: "color", appearance: .dark, pointers: [declared == nil ? "color" : "darkColor"])
      let message = declared == nil ? derivedMessage : declaredMessage
      findings.append(
        place.finding(
          id, severity, theme: theme.name,
          message: message(theme.name, dark, contrast, background, required, place.isToken)))
    }
    return findings
  }
}
