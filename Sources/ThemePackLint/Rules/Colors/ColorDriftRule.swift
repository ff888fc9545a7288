import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// A hand-made asset meant to be in the theme colour whose dominant colour has drifted
/// away from it (silver's nav bar painted 135,162,180 for a declared 189,195,199).
package enum ColorDriftRule: ProjectCheck {
  package static let id = "color-drift"
  package static let severity = Finding.Severity.warning
  package static let summary = "a hand-made asset's dominant colour is far from its theme colour"

  /// "dominant colour #87A2B4 of 'themeColor' is ΔE2000 12.9 from theme colour #BDC3C7 (threshold 3): …"
  package static func message(
    asset: String, dominant: ThemeRGBA, color: ThemeRGBA, metric: ColorDistanceMetric, distance: Double,
    threshold: Double
  ) -> String {
    "dominant colour \(dominant.hexString) of '\(asset)' is \(describe(metric, distance)) from theme colour "
      + "\(color.hexString) (threshold \(ProjectConfigReader.formatNumber(threshold))): "
      + "repaint it or correct the theme colour"
  }

  /// "ΔE2000 15.2" or "OKLab 0.123".
  package static func describe(_ metric: ColorDistanceMetric, _ distance: Double) -> String {
    switch metric {
    case .ciede2000: return "ΔE2000 " + String(format: "%.1f", distance)
    case .oklab: return "OKLab " + String(format: "%.3f", distance)
    }
  }

  /// The files whose dominant colour the check needs: each theme's own highest-scale file
  /// of every theme-coloured asset, in themes that declare a colour.
  package static func candidates(_ survey: ProjectSurvey) -> [(
    theme: ThemeFolder, asset: String, path: String
  )] {
    guard let config = survey.config else { return [] }
    var result: [(ThemeFolder, String, String)] = []
    for theme in survey.themes where theme.settings?.color != nil {
      for asset in config.assets where asset.themeColored {
        if let own = theme.folder.highestImage(of: asset.name) {
          result.append((theme, asset.name, own.path))
        }
      }
    }
    return result
  }

  package static func candidatePaths(_ survey: ProjectSurvey) -> Set<String> {
    Set(candidates(survey).map(\.path))
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config else { return [] }
    var findings: [Finding] = []
    for candidate in candidates(context.survey) {
      guard let color = candidate.theme.settings?.color,
        let dominant = context.facts(candidate.path)?.dominantColor
      else { continue }
      let distance = config.driftMetric.distance(dominant, color)
      guard distance > config.driftThreshold else { continue }
      findings.append(
        finding(
          file: candidate.path, theme: candidate.theme.name,
          message: message(
            asset: candidate.asset, dominant: dominant, color: color, metric: config.driftMetric,
            distance: distance,
            threshold: config.driftThreshold)))
    }
    return findings
  }
}
