import ThemePackBuild
import ThemePackImaging
import ThemePackSupport

/// One asset of one theme as the preview shows it: rendered in memory, never written.
package struct PreviewUnit: Sendable {
  package var asset: BuiltAsset
  /// Light and dark (and high-contrast) pixels by scale.
  package var images: [Int: PreviewImagePair]
  /// For resizable assets: the tinted whole image before slicing, at the highest scale.
  package var unsliced: RGBAImage?

  /// Renders every unit of `plan` (nil for skipped ones), on `plan.options.jobs` threads;
  /// units the same for every theme are rendered once.
  package static func renderAll(_ plan: BuildPlan) throws(BuildError) -> [PreviewUnit?] {
    let config = plan.project.config
    let masters = MasterStore(project: plan.project, specs: config.assets, uses: plan.masterUses)
    var units = try ParallelWork.map(count: plan.units.count, jobs: plan.options.jobs) {
      index throws(BuildError) -> PreviewUnit? in
      let unit = plan.units[index]
      guard case .render = unit.action else { return nil }
      defer { masters.finished(unit.assetIndex) }
      let renderer = try AssetRenderer(unit: unit, project: plan.project, masters: masters, options: .images)
      var images: [Int: PreviewImagePair] = [:]
      let result = try renderer.render(
        theme: unit.theme, darkColor: unit.inputs.darkColor, highContrast: unit.inputs.highContrastColors
      ) { rendered in
        guard let image = rendered.image else { return }
        let scale = rendered.file.scale
        switch (rendered.file.isDark, rendered.file.isHighContrast) {
        case (false, false): images[scale] = PreviewImagePair(light: image)
        case (true, false): images[scale]?.dark = image
        case (false, true): images[scale]?.highContrast = image
        case (true, true): images[scale]?.darkHighContrast = image
        }
      }
      return PreviewUnit(asset: result.asset, images: images, unsliced: result.unsliced)
    }
    for (index, unit) in plan.units.enumerated() {
      if case .share(let source) = unit.action { units[index] = units[source] }
    }
    return units
  }
}
