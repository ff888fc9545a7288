import ThemePackBuild
import ThemePackImaging
import ThemePackSupport

/// One asset of one theme as the preview shows it: rendered in memory, never written.
package struct PreviewUnit: Sendable {
  package var asset: BuiltAsset
  /// Light and dark (and high-contrast) pixels by scale.
  package var images: [Int: PreviewImages]
  /// For resizable assets: the tinted whole image before slicing, at the highest scale.
  package var unsliced: RGBAImage?

  /// Renders every unit of `plan` (nil for skipped ones), on `plan.options.jobs` threads;
  /// units the same for every theme are rendered once.
  package static func renderAll(_ plan: BuildPlan) throws(BuildError) -> UnitGrid<PreviewUnit?> {
    try UnitRunner.map(plan) { unit, masters throws(BuildError) -> PreviewUnit? in
      guard case .render = unit.action else { return nil }
      defer { masters.finished(unit.assetIndex) }
      return try render(unit, plan: plan, masters: masters)
    } share: { source, _ in
      source
    }
  }

  /// `unit` drawn in memory at every scale and appearance.
  private static func render(
    _ unit: BuildUnit, plan: BuildPlan, masters: MasterStore
  ) throws(BuildError) -> PreviewUnit {
    let renderer = try AssetRenderer(unit: unit, project: plan.project, masters: masters, options: .images)
    var images: [Int: PreviewImages] = [:]
    let result = try renderer.render(
      theme: unit.theme, darkColor: unit.inputs.darkColor, highContrast: unit.inputs.highContrastColors
    ) { rendered in
      guard let image = rendered.image else { return }
      let scale = rendered.file.scale
      let appearance = rendered.file.appearance
      if appearance == .light {
        images[scale] = PreviewImages(light: image)
      } else {
        images[scale]?[appearance] = image
      }
    }
    return PreviewUnit(asset: result.asset, images: images, unsliced: result.unsliced)
  }
}
