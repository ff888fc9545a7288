import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// The tinted look is hard to read once iOS tints it: its glyph covers almost nothing, its
/// gray is too dark against the dark tint background (WCAG contrast of the glyph's mean gray
/// against black under 3), or a drawn tinted master is not grayscale (iOS uses its luminance).
package enum AppIconTintedRule: ProjectCheck {
  package static let id = "app-icon-tinted"
  package static let severity = Finding.Severity.warning
  package static let summary = "the app icon's tinted look is not a legible grayscale silhouette"
  /// The least share of the icon the glyph covers.
  package static let minimumCoverage = 0.02
  /// The least WCAG contrast of the glyph's gray against the tint background (black).
  package static let minimumContrast = 3.0

  package static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for entry in (context.appIcons ?? AppIconThemes(context)).entries {
      guard let tinted = entry.looks?.tinted,
        let problem = problem(in: tinted, drawn: entry.spec.tinted != nil)
      else { continue }
      findings.append(
        finding(file: entry.settingsPath, theme: entry.theme.name, message: "app icon: " + problem))
    }
    return findings
  }

  /// What makes `tinted` hard to read, nil when nothing.
  package static func problem(in tinted: RGBAImage, drawn: Bool) -> String? {
    var covered = 0
    var sum = 0.0
    var colored = false
    for index in stride(from: 0, to: tinted.pixels.count, by: 4) where tinted.pixels[index + 3] >= 128 {
      let (red, green, blue) = (tinted.pixels[index], tinted.pixels[index + 1], tinted.pixels[index + 2])
      if red != green || green != blue { colored = true }
      covered += 1
      sum += WCAGContrast.relativeLuminance(ThemeRGBA(red: red, green: green, blue: blue))
    }
    if drawn, colored {
      return "the tinted look is not grayscale: iOS tints its luminance, so its colours are lost"
    }
    let coverage = Double(covered) / Double(tinted.width * tinted.height)
    if coverage < minimumCoverage {
      return
        "the tinted look's glyph covers \(percent(coverage)) of the icon: it all but vanishes once tinted"
    }
    let contrast = (sum / Double(covered) + 0.05) / 0.05
    if contrast < minimumContrast {
      return "the tinted look's glyph is too dark to read against the tint background (contrast "
        + String(format: "%.1f", contrast) + ":1, under 3:1): draw it lighter"
    }
    return nil
  }

  private static func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
}
