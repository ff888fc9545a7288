import ThemePackSupport

/// Runs the units of a plan on the worker threads: each is rendered and placed, restored
/// from the cache or left alone, as its action says; then the units that share another
/// unit's files link them.
package struct UnitRunner: Sendable {
  package let plan: BuildPlan
  package let writer: OutputWriter

  /// What one unit gave: its asset (nil for skipped units) and what was placed.
  package struct Outcome: Sendable {
    package var asset: BuiltAsset?
    package var placement = Placement()
  }

  /// Every unit's outcome, in plan order (the same for any number of jobs).
  package func run() throws(BuildError) -> [Outcome] {
    let masters = MasterStore(project: plan.project, specs: plan.project.config.assets, uses: plan.masterUses)
    var outcomes = try ParallelWork.map(count: plan.units.count, jobs: plan.options.jobs) {
      index throws(BuildError) -> Outcome in
      let unit = plan.units[index]
      switch unit.action {
      case .keep(let asset): return Outcome(asset: asset)
      case .skip, .share: return Outcome(asset: nil)
      case .restore(let entry) where isComplete(entry, for: unit): return try restore(unit, from: entry)
      case .restore:
        // Stored by a build with other formats (a catalog keeps vector files the runtime
        // folders never ship): drawn again, so a cached build equals a clean one.
        defer { masters.finished(unit.assetIndex) }
        return try render(unit, masters: masters)
      case .render:
        defer { masters.finished(unit.assetIndex) }
        return try render(unit, masters: masters)
      }
    }
    for (index, unit) in plan.units.enumerated() {
      guard case .share(let source) = unit.action else { continue }
      outcomes[index] = try share(outcomes[source], with: unit)
    }
    return outcomes
  }

  private func render(_ unit: BuildUnit, masters: MasterStore) throws(BuildError) -> Outcome {
    let renderer = try AssetRenderer(
      unit: unit, project: plan.project, masters: masters, options: .files(plan.options.encoding)
    )
    var placement = Placement()
    let rendered = try renderer.render(
      theme: unit.theme, darkColor: unit.inputs.darkColor, highContrast: unit.inputs.highContrastColors
    ) { image throws(BuildError) in
      try writer.place(image, theme: unit.theme.name, into: &placement)
    }
    plan.cache?.store(
      rendered.asset, files: placement.firstPaths.map { ($0.file.fileName, $0.path) }, key: unit.key)
    return Outcome(asset: rendered.asset, placement: placement)
  }

  /// Whether `entry` holds every file of its asset that a layout of this build ships.
  private func isComplete(_ entry: BuildCacheEntry, for unit: BuildUnit) -> Bool {
    entry.asset.files.allSatisfy { file in
      entry.files.contains(file.fileName) || writer.destinations(of: file, theme: unit.theme.name).isEmpty
    }
  }

  private func restore(_ unit: BuildUnit, from entry: BuildCacheEntry) throws(BuildError) -> Outcome {
    guard let cache = plan.cache else { return Outcome(asset: entry.asset) }
    var placement = Placement()
    let folder = cache.entryFolder(unit.key)
    for file in entry.asset.files where entry.files.contains(file.fileName) {
      try writer.link(
        folder + "/" + file.fileName, as: file, size: entry.size(of: file.fileName), theme: unit.theme.name,
        into: &placement)
    }
    return Outcome(asset: entry.asset, placement: placement)
  }

  private func share(_ source: Outcome, with unit: BuildUnit) throws(BuildError) -> Outcome {
    var placement = Placement()
    for placed in source.placement.firstPaths {
      try writer.link(
        placed.path, as: placed.file, size: placed.size, theme: unit.theme.name, into: &placement)
    }
    return Outcome(asset: source.asset, placement: placement)
  }
}
