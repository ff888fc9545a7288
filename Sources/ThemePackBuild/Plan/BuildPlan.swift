import ThemePackProject

/// What a build will do, decided before any file is written: the themes, every unit with
/// its cache key and action, and which themes are already up to date.
///
/// `themepack build --dry-run` prints it (`lines`, `json`).
package struct BuildPlan: Sendable {
  package let project: ThemeProject
  package let options: BuildOptions
  package let target: InstallTarget
  package let cache: BuildCache?
  package let themes: [ThemePlan]
  /// Asset-major (every theme of one asset, then the next asset), the order they run in,
  /// so only the masters of the assets in flight are in memory.
  package let units: UnitGrid<BuildUnit>
  /// The digests of the sources, saved to the cache after a successful build.
  package let sourceHashes: SourceHashes

  /// Whether the whole project is built (no `--theme`), so themes no longer in it are
  /// removed from the output and unused cache entries pruned (`Builder.pruneCache`).
  package var isFullBuild: Bool { options.themes.isEmpty }

  /// The units of the theme at `index`, in the config's asset order.
  package func units(ofTheme index: Int) -> [BuildUnit] {
    units.ofTheme(index)
  }

  /// The indices of the themes that are staged and swapped in.
  package var installing: [Int] { themes.indices.filter { !themes[$0].isUpToDate } }

  /// For each asset, how many units will render it from its master (what `MasterStore`
  /// counts down before freeing a master).
  package var masterUses: [Int] {
    var uses = Array(repeating: 0, count: project.config.assets.count)
    for unit in units {
      if case .render = unit.action { uses[unit.assetIndex] += 1 }
    }
    return uses
  }
}
