import ThemePackProject

/// An app icon file that is not square (it is drawn stretched to the square), or a PNG
/// under the 1024 px of the App Store's icon (it is drawn upscaled, soft).
package enum AppIconSizeRule: ProjectCheck {
  package static let id = "app-icon-size"
  package static let severity = Finding.Severity.warning
  package static let summary = "an app icon file is not square, or a PNG under 1024 px"

  package static func check(_ context: LintContext) -> [Finding] {
    var seen: Set<String> = []
    var findings: [Finding] = []
    for entry in (context.appIcons ?? AppIconThemes(context)).entries {
      guard case .success(let renderer) = entry.renderer else { continue }
      for art in renderer.artworks where seen.insert(art.path).inserted {
        let (width, height) = art.naturalSize
        let file = renderer.projectPath + "/" + art.path
        let size = "\(ProjectConfigReader.formatNumber(width))×\(ProjectConfigReader.formatNumber(height))"
        if width != height {
          findings.append(
            finding(
              file: file, message: "app icon file is \(size), not square: it is drawn stretched to a square"))
        } else if art.vector == nil, width < 1024 {
          findings.append(
            finding(
              file: file,
              message:
                "app icon PNG is \(size) px, under the 1024 px of the App Store icon: it is drawn upscaled"))
        }
      }
    }
    return findings
  }
}
