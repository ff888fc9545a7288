extension AssetRenderer {
  /// The renderer of `unit`: its master (prepared once for every theme, in `masters`)
  /// unless the theme has its own file.
  init(
    unit: BuildUnit, project: ThemeProject, masters: MasterStore, options: RenderOptions
  ) throws(BuildError) {
    let master: MasterStore.Prepared =
      unit.theme.overrides[unit.spec.name] == nil ? try masters.masters(of: unit.assetIndex) : (nil, nil)
    self.init(
      spec: unit.spec, master: master.light, masterDark: master.dark,
      preparer: ImagePreparer(scales: project.config.scales, slice: unit.spec.slice, reader: project.reader),
      options: options, extras: unit.inputs.extras)
  }
}
