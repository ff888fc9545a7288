import ThemePackProject

/// The same asset at different point sizes in different themes: switching themes would
/// move the layout.
package enum InconsistentSizeRule: ProjectCheck {
  package static let id = "inconsistent-size"
  package static let severity = Finding.Severity.error
  package static let summary = "the same asset has different point sizes across themes"

  /// "'choseBtn' is 101×35 pt in theme 'wisteria' but its master is 100×35 pt"
  package static func masterMessage(asset: String, theme: String, size: PointSize, master: PointSize)
    -> String
  {
    "'\(asset)' is \(size) in theme '\(theme)' but its master is \(master)"
  }

  /// "'aboutBtnBG' is 240×40 pt in theme 'silver' but 240×41 pt in 5 of 6 themes"
  package static func themesMessage(
    asset: String, theme: String, size: PointSize, common: PointSize, count: Int, of total: Int
  )
    -> String
  {
    "'\(asset)' is \(size) in theme '\(theme)' but \(common) in \(count) of \(total) themes"
  }

  /// "the dark image of 'logo' is 60×60 pt but its light image is 64×64 pt"
  package static func darkMessage(asset: String, size: PointSize, light: PointSize) -> String {
    "the dark image of '\(asset)' is \(size) but its light image is \(light)"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    guard let config = context.config else { return [] }
    var findings: [Finding] = []
    for asset in config.assets {
      var sizes: [(theme: ThemeFolder, path: String, size: PointSize)] = []
      for theme in context.survey.themes {
        guard let own = theme.folder.highestImage(of: asset.name),
          let size = context.pointSize(own.path, scale: own.scale)
        else { continue }
        sizes.append((theme, own.path, size))
      }
      var reference: PointSize?
      if asset.isMaster, let master = context.survey.base?.highestImage(of: asset.name),
        let masterSize = context.pointSize(master.path, scale: master.scale)
      {
        reference = masterSize
        for entry in sizes where !entry.size.matches(masterSize) {
          findings.append(
            finding(
              file: entry.path, theme: entry.theme.name,
              message: masterMessage(
                asset: asset.name, theme: entry.theme.name, size: entry.size, master: masterSize)))
        }
      } else if !asset.isMaster, let common = mostCommon(sizes.map(\.size)) {
        reference = common.size
        for entry in sizes where !entry.size.matches(common.size) {
          findings.append(
            finding(
              file: entry.path, theme: entry.theme.name,
              message: themesMessage(
                asset: asset.name, theme: entry.theme.name, size: entry.size, common: common.size,
                count: common.count, of: sizes.count)))
        }
      }
      findings += darkFindings(asset, context, reference: reference)
    }
    return findings
  }

  private static func darkFindings(_ asset: AssetSpec, _ context: LintContext, reference: PointSize?)
    -> [Finding]
  {
    var findings: [Finding] = []
    var folders: [(ImageFolder, String?)] = []
    if let base = context.survey.base { folders.append((base, nil)) }
    folders += context.survey.themes.map { ($0.folder, $0.name) }
    for (folder, theme) in folders {
      guard let dark = folder.highestDarkImage(of: asset.name),
        let darkSize = context.pointSize(dark.path, scale: dark.scale)
      else { continue }
      let light =
        folder.highestImage(of: asset.name).flatMap { context.pointSize($0.path, scale: $0.scale) }
        ?? reference
      // A dark drawing within a pixel of the light one at the highest scale shows no shift.
      let scale = context.config?.scales.max() ?? 3
      guard let light, !darkSize.matches(light, withinPixelAt: scale) else { continue }
      findings.append(
        finding(
          file: dark.path, theme: theme,
          message: darkMessage(asset: asset.name, size: darkSize, light: light)))
    }
    return findings
  }

  /// The size most themes share; ties go to the size seen first (themes are sorted by name).
  private static func mostCommon(_ sizes: [PointSize]) -> (size: PointSize, count: Int)? {
    var counts: [(PointSize, Int)] = []
    for size in sizes {
      if let index = counts.firstIndex(where: { $0.0.matches(size) }) {
        counts[index].1 += 1
      } else {
        counts.append((size, 1))
      }
    }
    var best: (PointSize, Int)?
    for entry in counts where best == nil || entry.1 > best!.1 { best = entry }
    return best.map { (size: $0.0, count: $0.1) }
  }
}
