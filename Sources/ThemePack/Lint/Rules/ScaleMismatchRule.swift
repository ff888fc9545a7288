/// Scale files of one asset that do not share one whole point size.
enum ScaleMismatchRule: ProjectCheck {
  static let id = "scale-mismatch"
  static let severity = Finding.Severity.error
  static let summary = "an asset's @1x/@2x/@3x pixel sizes are not exact multiples of one point size"

  /// "'icon@3x.png' is 70×72 px: at 3x that is not a whole number of points (23.33×24 pt)"
  static func fractionMessage(_ name: String, width: Int, height: Int, scale: Int, size: PointSize) -> String
  {
    "'\(name)' is \(width)×\(height) px: at \(scale)x that is not a whole number of points (\(size))"
  }

  /// "'icon@2x.png' is 46×46 px but 'icon@3x.png' makes 'icon' 24×24 pt: at 2x it must be 48×48 px"
  static func mismatchMessage(
    _ name: String, width: Int, height: Int, reference: String, asset: String, size: PointSize, scale: Int
  ) -> String {
    let expectedWidth = Int((size.width * Double(scale)).rounded())
    let expectedHeight = Int((size.height * Double(scale)).rounded())
    return "'\(name)' is \(width)×\(height) px but '\(reference)' makes '\(asset)' \(size): "
      + "at \(scale)x it must be \(expectedWidth)×\(expectedHeight) px"
  }

  static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for (folder, theme) in context.imageFolders {
      for group in [folder.images, folder.darkImages] {
        for (asset, files) in group.sorted(by: { $0.key < $1.key }) {
          findings += check(asset: asset, files: files, theme: theme, context)
        }
      }
    }
    return findings
  }

  private static func check(asset: String, files: [Int: String], theme: String?, _ context: LintContext)
    -> [Finding]
  {
    var findings: [Finding] = []
    var reference: (name: String, size: PointSize)?
    for (scale, path) in files.sorted(by: { $0.key > $1.key }) {
      guard let facts = context.facts(path) else { continue }
      let name = path.split(separator: "/").last.map(String.init) ?? path
      let size = PointSize(
        width: Double(facts.width) / Double(scale), height: Double(facts.height) / Double(scale))
      if let reference {
        if !size.matches(reference.size) {
          findings.append(
            Finding(
              ruleID: id, severity: severity, file: path, theme: theme,
              message: mismatchMessage(
                name, width: facts.width, height: facts.height, reference: reference.name, asset: asset,
                size: reference.size, scale: scale)))
        }
        continue
      }
      if facts.width % scale != 0 || facts.height % scale != 0 {
        findings.append(
          Finding(
            ruleID: id, severity: severity, file: path, theme: theme,
            message: fractionMessage(name, width: facts.width, height: facts.height, scale: scale, size: size)
          ))
      }
      reference = (name, size)
    }
    return findings
  }
}
