import ThemePackImaging
import ThemePackProject

extension AssetRenderer {
  /// The renderer of `unit`: its master (prepared once for every theme, in `masters`, with
  /// the memo its themes share) unless the theme has its own file.
  package init(
    unit: BuildUnit, project: ThemeProject, masters: MasterStore, options: RenderOptions
  ) throws(BuildError) {
    let master: MasterStore.Master? =
      unit.theme.overrides[unit.spec.name] == nil ? try masters.masters(of: unit.assetIndex) : nil
    self.init(
      spec: unit.spec, master: master?.prepared.light, masterDark: master?.prepared.dark,
      preparer: ImagePreparer(
        scales: project.config.scales(of: unit.spec), slice: unit.spec.slice, reader: project.reader),
      options: options, extras: unit.inputs.extras, memo: master?.memo,
      masterVectors: (
        Self.vector(project.base.images[unit.spec.name]), Self.vector(project.base.darkImages[unit.spec.name])
      ))
  }

  /// The vector file standing for every scale of `files`, or nil when they are PNGs.
  package static func vector(_ files: [Int: String]?) -> String? {
    files?.values.first.flatMap { VectorFormat.isVector($0) ? $0 : nil }
  }
}
