/// Cap insets that leave no middle to stretch or tile, or that are larger than the image.
enum SliceInsetsRule: ProjectCheck {
  static let id = "slice-insets"
  static let severity = Finding.Severity.error
  static let summary = "slice cap insets leave nothing to stretch, or exceed the image"

  /// "cap insets (0, 0, 1, 1) of 'themeColor' leave nothing to stretch at 1x: they take 1×1 px of its 1×1 px"
  static func nothingMessage(
    asset: String, insets: SliceInsets, scale: Int, capsWidth: Int, capsHeight: Int, width: Int, height: Int
  ) -> String {
    "cap insets \(describe(insets)) of '\(asset)' leave nothing to stretch at \(scale)x: "
      + "they take \(capsWidth)×\(capsHeight) px of its \(width)×\(height) px"
  }

  /// "cap insets (0, 20, 0, 20) of 'button' exceed the image at 1x: they take 40×0 px of its 30×10 px"
  static func exceedMessage(
    asset: String, insets: SliceInsets, scale: Int, capsWidth: Int, capsHeight: Int, width: Int, height: Int
  ) -> String {
    "cap insets \(describe(insets)) of '\(asset)' exceed the image at \(scale)x: "
      + "they take \(capsWidth)×\(capsHeight) px of its \(width)×\(height) px"
  }

  /// "(top, left, bottom, right)" in points, as `UIEdgeInsets` writes them.
  static func describe(_ insets: SliceInsets) -> String {
    "(" + [insets.top, insets.left, insets.bottom, insets.right].map { PointSize.format($0) }
      .joined(separator: ", ") + ")"
  }

  static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config else { return [] }
    var findings: [Finding] = []
    for asset in config.assets {
      guard let slice = asset.slice else { continue }
      var sources: [(path: String, scale: Int, theme: String?)] = []
      if let base = context.survey.base {
        if let master = base.highestImage(of: asset.name) { sources.append((master.path, master.scale, nil)) }
        if asset.dark == .explicitFile, let dark = base.highestDarkImage(of: asset.name) {
          sources.append((dark.path, dark.scale, nil))
        }
      }
      for theme in context.survey.themes {
        if let own = theme.folder.highestImage(of: asset.name) { sources.append((own.path, own.scale, theme.name)) }
        if asset.dark == .explicitFile, let dark = theme.folder.highestDarkImage(of: asset.name) {
          sources.append((dark.path, dark.scale, theme.name))
        }
      }
      for source in sources {
        guard let size = context.pointSize(source.path, scale: source.scale),
          let message = problem(asset: asset.name, slice: slice, size: size, scales: config.scales)
        else { continue }
        findings.append(Finding(ruleID: id, severity: severity, file: source.path, theme: source.theme, message: message))
      }
    }
    return findings
  }

  /// The first scale (lowest first) at which the caps fail, as a message.
  static func problem(asset: String, slice: SliceSpec, size: PointSize, scales: [Int]) -> String? {
    let insets = slice.insets
    for scale in scales.sorted() {
      let width = Resampler.pixelSize(points: size.width, scale: scale)
      let height = Resampler.pixelSize(points: size.height, scale: scale)
      let capsWidth = Resampler.pixelSize(points: insets.left + insets.right, scale: scale)
      let capsHeight = Resampler.pixelSize(points: insets.top + insets.bottom, scale: scale)
      if capsWidth > width || capsHeight > height {
        return exceedMessage(
          asset: asset, insets: insets, scale: scale, capsWidth: capsWidth, capsHeight: capsHeight, width: width,
          height: height)
      }
      if capsWidth == width || capsHeight == height {
        return nothingMessage(
          asset: asset, insets: insets, scale: scale, capsWidth: capsWidth, capsHeight: capsHeight, width: width,
          height: height)
      }
    }
    return nil
  }
}
