import ThemePackImaging
import ThemePackProject

/// The any look's background colour is translucent: the App Store refuses an app icon with
/// alpha, so the build drops the alpha and the icon is more saturated than the colour reads.
package enum AppIconAlphaRule: ProjectCheck {
  package static let id = "app-icon-alpha"
  package static let severity = Finding.Severity.warning
  package static let summary = "the app icon's background colour has alpha, which the App Store refuses"

  package static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for entry in (context.appIcons ?? AppIconThemes(context)).entries {
      guard case .success(let renderer) = entry.renderer, renderer.background.alpha < 255 else { continue }
      findings.append(
        finding(
          file: entry.settingsPath, theme: entry.theme.name,
          message: "app icon background \(renderer.background.hexString) has alpha: the App Store refuses "
            + "alpha in the icon, so its alpha is dropped; give an opaque colour"))
    }
    return findings
  }
}
