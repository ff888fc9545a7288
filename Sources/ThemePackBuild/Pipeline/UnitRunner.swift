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
  package func run() throws(BuildError) -> UnitGrid<Outcome> {
    try Self.map(plan) { unit, masters throws(BuildError) -> Outcome in
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
    } share: { source, unit throws(BuildError) in
      try share(source, with: unit)
    }
  }

  /// The one loop over a plan's units, for the build and the preview: `work` runs every
  /// unit on `plan.options.jobs` threads with the masters they share (a unit that draws
  /// calls `masters.finished` for its asset when done, so only the masters of the assets
  /// in flight stay in memory); then each `.share` unit gets `share` of its source's
  /// result. Results are in plan order whatever the number of jobs.
  package static func map<Result: Sendable>(
    _ plan: BuildPlan, _ work: @Sendable (BuildUnit, MasterStore) throws(BuildError) -> Result,
    share: (Result, BuildUnit) throws(BuildError) -> Result
  ) throws(BuildError) -> UnitGrid<Result> {
    let masters = MasterStore(project: plan.project, specs: plan.project.config.assets, uses: plan.masterUses)
    var results = try ParallelWork.map(count: plan.units.count, jobs: plan.options.jobs) {
      index throws(BuildError) -> Result in
      try work(plan.units[index], masters)
    }
    for (index, unit) in plan.units.enumerated() {
      guard case .share(let source) = unit.action else { continue }
      results[index] = try share(results[source], unit)
    }
    return UnitGrid(results, themeCount: plan.themes.count)
  }

  /// The write stage's last step, once every unit is placed: the description files of each
  /// theme being installed (manifests, `Contents.json`, plists: they describe the assets its
  /// units gave) and the layouts' shared files. Returns all that was placed for those themes.
  package func writeDescriptions(
    of themes: [BuiltTheme], outcomes: UnitGrid<Outcome>
  ) throws(BuildError) -> Placement {
    var written = Placement()
    for index in plan.installing {
      for outcome in outcomes.ofTheme(index) { written.add(outcome.placement) }
      try writer.writeDescriptions(of: themes[index], into: &written)
    }
    try writer.writeSharedFiles(into: &written)
    return written
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
