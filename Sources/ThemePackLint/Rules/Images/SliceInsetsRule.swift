import ThemePackImaging
import ThemePackProject

/// Cap insets that leave no middle to stretch or tile, or that are larger than the image,
/// at any scale the project produces.
package enum SliceInsetsRule: ProjectCheck {
  package static let id = "slice-insets"
  package static let severity = Finding.Severity.error
  package static let summary = "slice cap insets leave nothing to stretch, or exceed the image"

  /// Problems that depend on the image, reported per file; the others (negative, zero,
  /// fractional insets) are config problems the config reader reports once.
  package static let imageKinds: Set<SliceError.Kind> = [.insetsExceedImage, .nothingToStretch]

  /// "slice of 'themeColor' fails at 1x: left and right insets (0 + 1 pt = 1 px at 1x) leave
  /// nothing to stretch in the width of 1 px"
  package static func message(asset: String, scale: Int, reason: String) -> String {
    "slice of '\(asset)' fails at \(scale)x: \(reason)"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config else { return [] }
    var findings: [Finding] = []
    for asset in config.assets {
      guard let slice = asset.slice else { continue }
      var sources: [(path: String, scale: Int, theme: String?)] = []
      var folders: [(ImageFolder, String?)] = []
      if asset.isMaster, let base = context.survey.base { folders.append((base, nil)) }
      folders += context.survey.themes.map { ($0.folder, $0.name) }
      for (folder, theme) in folders {
        if let light = folder.highestImage(of: asset.name) {
          sources.append((light.path, light.scale, theme))
        }
        if asset.dark == .explicitFile, let dark = folder.highestDarkImage(of: asset.name) {
          sources.append((dark.path, dark.scale, theme))
        }
      }
      for source in sources {
        guard let facts = context.facts(source.path),
          let (scale, error) = problem(
            slice.insets, width: facts.width, height: facts.height, drawnAt: source.scale,
            scales: config.scales(of: asset))
        else { continue }
        findings.append(
          finding(
            file: source.path, theme: source.theme,
            message: message(asset: asset.name, scale: scale, reason: error.reason)))
      }
    }
    return findings
  }

  /// The first produced scale (lowest first) at which the insets do not fit the image of
  /// `width × height` px drawn at `drawnAt`, with the slicer's reason.
  package static func problem(
    _ insets: SliceInsets, width: Int, height: Int, drawnAt: Int, scales: [Int]
  ) -> (Int, SliceError)? {
    for scale in scales.sorted() {
      let pixelWidth = max(
        1, Resampler.pixelSize(points: Resampler.pointSize(pixels: width, scale: drawnAt), scale: scale))
      let pixelHeight = max(
        1, Resampler.pixelSize(points: Resampler.pointSize(pixels: height, scale: drawnAt), scale: scale))
      do {
        _ = try Slicer.pixelInsets(for: insets, width: pixelWidth, height: pixelHeight, scale: scale)
      } catch {
        if imageKinds.contains(error.kind) { return (scale, error) }
      }
    }
    return nil
  }
}
