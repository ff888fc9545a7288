import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// What the planner knows while it decides about one theme: the units and the theme's
/// record of its last install.
package struct ThemeContext: Sendable {
  package var project: ThemeProject
  package var target: InstallTarget
  package var cache: BuildCache?
  package var units: [BuildUnit]
  /// Each theme's record of its last install into the target, by theme index.
  package var records: [InstalledThemeRecord?]
  /// Each theme's units' input lines at its last install, by theme index; read only for
  /// themes that are installed again (`loadInputs`), to say why their units render.
  package var previousInputs: [InstalledThemeInputs?]

  /// Reads the record of each of `themes` (none without a cache), on `jobs` threads.
  package init(
    project: ThemeProject, target: InstallTarget, cache: BuildCache?, units: [BuildUnit], themes: [Theme],
    jobs: Int
  ) {
    self.project = project
    self.target = target
    self.cache = cache
    self.units = units
    let assets = BuiltAssetMemo()
    self.records = ParallelWork.map(count: themes.count, jobs: jobs) { index in
      cache.flatMap {
        InstalledThemeRecord.load(
          from: Self.recordPath(of: themes[index].name, cache: $0, target: target), assets: assets)
      }
    }
    self.previousInputs = Array(repeating: nil, count: themes.count)
  }

  private var themeCount: Int { records.count }

  private static func recordPath(of theme: String, cache: BuildCache, target: InstallTarget) -> String {
    InstalledThemeRecord.path(cacheFolder: cache.folder, output: target.output, theme: theme)
  }

  /// The plan of `theme`, the theme at `index`: up to date when its record's key matches,
  /// every unit's cache entry is as the record stamped it and its installed folders hold
  /// exactly the files the record digested; else why it is installed.
  package func plan(
    _ theme: Theme, at index: Int, colors: ThemeColors, isHypothetical: Bool, hashes: SourceHashes
  ) -> ThemePlan {
    let darkColor = colors.themeColor.dark
    let digest =
      isHypothetical
      ? nil : ThemeSourceDigest.digest(of: theme, in: project, colors: colors, hash: hashes.hash)
    let mine = UnitGrid(units, themeCount: themeCount).ofTheme(index)
    let key = cache.map { _ in
      InstalledThemeRecord.key(
        of: theme, colors: colors, sourceSHA256: digest, unitKeys: mine.map(\.key),
        packageName: project.config.packageName, layouts: target.layoutNames)
    }
    var plan = ThemePlan(
      theme: theme, darkColor: darkColor, colorValues: colors.values, isHypothetical: isHypothetical,
      sourceSHA256: digest,
      outputKey: key, status: .install("cache off"))
    guard let key, let cache, !isHypothetical else { return plan }
    plan.status = status(of: theme.name, units: mine, record: records[index], key: key, cache: cache)
    return plan
  }

  private func status(
    of theme: String, units: [BuildUnit], record: InstalledThemeRecord?, key: String, cache: BuildCache
  ) -> ThemePlan.Status {
    guard let record else { return .install("not built before") }
    guard record.key == key else { return .install("changed since the last build") }
    let cached = units.allSatisfy { unit in
      guard let kept = record.units[unit.spec.name], kept.key == unit.key, kept.asset != nil,
        let stamp = kept.entry
      else { return false }
      return FileStamp.of(cache.entryFolder(unit.key) + "/" + BuildCache.entryFile) == stamp
    }
    guard cached else { return .install("not in cache") }
    guard InstalledFileScan.digest(target.themeFolders(theme), in: target.output) == record.files else {
      return .install("installed files changed")
    }
    return .upToDate
  }

  /// Reads the previous input lines of every theme of `plans` that is installed again.
  package mutating func loadInputs(of plans: [ThemePlan]) {
    guard let cache else { return }
    for index in plans.indices where !plans[index].isUpToDate && records[index] != nil {
      let path = Self.recordPath(of: plans[index].name, cache: cache, target: target)
      previousInputs[index] = InstalledThemeInputs.load(besideRecord: path)
    }
  }

  /// Why `unit` renders: from what its theme's record says it was last built with.
  package func reason(for unit: BuildUnit, cacheOn: Bool) -> RebuildReason {
    guard cacheOn else { return .cacheDisabled }
    let key = records[unit.themeIndex]?.units[unit.spec.name]?.key
    let before = previousInputs[unit.themeIndex]?.units[unit.spec.name]
    return RebuildReason.of(now: unit.inputLines, before: before, sameKey: key == unit.key)
  }

  /// The asset an up-to-date theme's record keeps for `unit`.
  package func keptAsset(of unit: BuildUnit) -> BuiltAsset? {
    records[unit.themeIndex]?.units[unit.spec.name]?.asset
  }
}
