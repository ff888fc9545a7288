import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Decides what a build does: reads the project's sources, the cache and the installed
/// output, and writes nothing.
package enum BuildPlanner {
  /// The plan for building `project` with `options` into `target`; `extras` are the
  /// renditions the layouts need beyond the project's scales.
  package static func plan(
    _ project: ThemeProject, options: BuildOptions, target: InstallTarget, extras: [ExtraRendition] = []
  ) throws(BuildError) -> BuildPlan {
    let themes = try selectThemes(options.themes, shard: options.shard, in: project)
    let madeUp = options.hypotheticalColors.map { hypotheticalTheme($0, in: project) }
    let all = themes + madeUp
    let colors = all.map(project.colors(of:))
    let inputs = project.config.assets.flatMap { spec in
      all.indices.map { index in
        let tint = AssetTint(
          of: spec, in: all[index], colors: colors[index],
          highContrastImages: project.config.highContrastImages)
        return UnitInputs(
          spec: spec, theme: tint.theme, darkColor: tint.dark, scales: project.config.scales(of: spec),
          extras: extras, highContrastColors: tint.highContrast)
      }
    }
    let cache = options.useCache ? BuildCache(folder: target.cacheFolder) : nil
    let hashes = try SourceHashes(
      of: inputs, in: project, jobs: options.jobs,
      alsoHashing: project.themes.flatMap(\.fontFiles) + appIconFiles(of: project),
      known: cache?.sourceHashes(output: target.output).load() ?? [:])
    let tool = BuildCache.toolDescription(encoding: options.encoding)
    var units = inputs.enumerated().map { index, input in
      let lines = input.cacheDescription(in: project, hash: hashes.hash)
      return BuildUnit(
        assetIndex: index / all.count, themeIndex: index % all.count, inputs: input,
        key: BuildCache.key(description: lines, tool: tool),
        inputLines: lines.split(separator: "\n").map(String.init), action: .skip)
    }
    var context = ThemeContext(
      project: project, target: target, cache: cache, units: units, themes: all, jobs: options.jobs)
    let reading = context
    // Each theme's check stats its installed files: on every core.
    let plans = ParallelWork.map(count: all.count, jobs: options.jobs) { index in
      reading.plan(
        all[index], at: index, colors: colors[index], isHypothetical: index >= themes.count,
        hashes: hashes)
    }
    context.loadInputs(of: plans)
    // Up-to-date themes keep their files: their entries are not read at all.
    let entries = units.map { plans[$0.themeIndex].isUpToDate ? nil : cache?.lookup($0.key) }
    decideActions(&units, themes: plans, entries: entries, cache: cache, context: context)
    return BuildPlan(
      project: project, options: options, target: target, cache: cache, themes: plans,
      units: UnitGrid(units, themeCount: plans.count),
      sourceHashes: hashes)
  }

  /// Sets every unit's action: kept with an up-to-date theme (as its record says), restored from an intact
  /// cache entry, shared with the first unit of its asset that is the same for every
  /// theme, skipped, or rendered with the reason.
  package static func decideActions(
    _ units: inout [BuildUnit], themes: [ThemePlan], entries: [BuildCacheEntry?], cache: BuildCache?,
    context: ThemeContext
  ) {
    var firstShared: [Int: Int] = [:]
    for index in units.indices {
      let unit = units[index]
      let theme = themes[unit.themeIndex]
      if theme.isUpToDate, let asset = context.keptAsset(of: unit) {
        units[index].action = .keep(asset)
      } else if let cache, let entry = entries[index], cache.isIntact(entry, key: unit.key) {
        units[index].action = .restore(entry)
      } else if theme.isHypothetical && !unit.spec.isMaster {
        units[index].action = .skip
      } else if unit.inputs.isSameForEveryTheme, let source = firstShared[unit.assetIndex] {
        units[index].action = .share(source: source)
      } else {
        if unit.inputs.isSameForEveryTheme { firstShared[unit.assetIndex] = index }
        units[index].action = .render(context.reason(for: unit, cacheOn: cache != nil))
      }
    }
  }

  /// A made-up theme in `color`, built from the masters only. The colours assets are tinted
  /// with instead of the theme colour (`tintColor`) are the first theme's, so an icon in a
  /// colour of its own is not repainted in the theme colour being tried.
  package static func hypotheticalTheme(_ color: ThemeRGBA, in project: ThemeProject) -> Theme {
    let tints = Set(project.config.assets.compactMap(\.tintColor))
    let roles = (project.themes.first?.colorRoles ?? [:]).filter { tints.contains($0.key) }
    return Theme(
      name: "try-" + color.hexString.dropFirst(), folderPath: project.assetsPath,
      version: SemanticVersion(major: 0, minor: 0, patch: 0), color: color, darkColor: nil,
      extraColors: [:], overrides: [:], darkFiles: [:], colorRoles: roles, fonts: project.config.fonts)
  }

  /// The themes `names` asks for (all when empty) that belong to `shard` (all when nil),
  /// in project order.
  package static func selectThemes(
    _ names: [String], shard: Shard? = nil, in project: ThemeProject
  ) throws(BuildError) -> [Theme] {
    for name in names where !project.themes.contains(where: { $0.name == name }) {
      throw .unknownTheme(name: name, assetsPath: project.assetsPath, known: project.themes.map(\.name))
    }
    return project.themes.filter { theme in
      (names.isEmpty || names.contains(theme.name)) && shard?.contains(theme: theme.name) != false
    }
  }

  /// The full paths of every file the project's app icons name, hashed with the sources so
  /// each icon's key (`AppIconKey`) covers their content.
  package static func appIconFiles(of project: ThemeProject) -> [String] {
    let paths = project.themes.flatMap { $0.appIcon?.files ?? [] }
    return Array(Set(paths)).sorted().map { project.assetsPath + "/" + $0 }
  }
}
