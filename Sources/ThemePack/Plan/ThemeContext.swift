/// What the planner knows while it decides about one theme: the units, their cache
/// entries, and the theme's record of its last install.
struct ThemeContext: Sendable {
  var project: ThemeProject
  var target: InstallTarget
  var cache: BuildCache?
  var units: [BuildUnit]
  var entries: [BuildCacheEntry?]
  /// Each theme's record of its last install into the target, by theme index.
  var records: [InstalledThemeRecord?]

  /// Reads the record of each of `themes` (none without a cache).
  init(
    project: ThemeProject, target: InstallTarget, cache: BuildCache?, units: [BuildUnit],
    entries: [BuildCacheEntry?], themes: [Theme]
  ) {
    self.project = project
    self.target = target
    self.cache = cache
    self.units = units
    self.entries = entries
    self.records = themes.map { theme in
      cache.flatMap { cache in
        InstalledThemeRecord.load(
          from: InstalledThemeRecord.path(cacheFolder: cache.folder, output: target.output, theme: theme.name)
        )
      }
    }
  }

  private var themeCount: Int { records.count }

  /// The plan of `theme`, the theme at `index`: up to date when every unit is in the cache
  /// and its installed folders hold exactly what its record says, else why it is installed.
  func plan(
    _ theme: Theme, at index: Int, colors: ThemeColors, isHypothetical: Bool, hashes: SourceHashes
  ) -> ThemePlan {
    let darkColor = colors.values["color"]!.dark
    let digest =
      isHypothetical ? nil : ThemeSourceDigest.digest(of: theme, in: project, hash: hashes.hash)
    let mine = project.config.assets.indices.map { $0 * themeCount + index }
    let key = cache.map { _ in
      InstalledThemeRecord.key(
        of: theme, colors: colors, sourceSHA256: digest, unitKeys: mine.map { units[$0].key },
        packageName: project.config.packageName, layouts: target.layoutNames)
    }
    var plan = ThemePlan(
      theme: theme, darkColor: darkColor, colorValues: colors.values, isHypothetical: isHypothetical,
      sourceSHA256: digest,
      outputKey: key, status: .install("cache off"))
    guard let key, !isHypothetical else { return plan }
    plan.status = status(
      of: theme.name, record: records[index], key: key, cached: mine.allSatisfy { entries[$0] != nil })
    return plan
  }

  private func status(
    of theme: String, record: InstalledThemeRecord?, key: String, cached: Bool
  ) -> ThemePlan.Status {
    guard let record else { return .install("not built before") }
    guard record.key == key else { return .install("changed since the last build") }
    guard cached else { return .install("not in cache") }
    guard InstalledFileScan.scan(target.themeFolders(theme), in: target.output) == record.files else {
      return .install("installed files changed")
    }
    return .upToDate
  }

  /// Why `unit` renders: from what its theme's record says it was last built with.
  func reason(for unit: BuildUnit, cacheOn: Bool) -> RebuildReason {
    guard cacheOn else { return .cacheDisabled }
    let before = records[unit.themeIndex]?.units[unit.spec.name]
    return RebuildReason.of(now: unit.inputLines, before: before?.inputs, sameKey: before?.key == unit.key)
  }
}
