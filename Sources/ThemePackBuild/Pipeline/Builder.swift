import Foundation
import ThemePackLint
import ThemePackProject
import ThemePackSupport

/// `themepack build`: from a project folder to runtime theme folders and an asset catalog,
/// in four stages a reader can follow:
///
/// 1. *plan* (`BuildPlanner`): lint, then decide per theme × asset what to do, from the
///    sources, the cache and the installed output; nothing is written;
/// 2. *render* (`AssetRenderer`, run by `UnitRunner`): decode, resample, slice, tint and
///    encode in memory, on every core, with deterministic results;
/// 3. *write* (`OutputWriter`, following each `OutputLayout`): every file into a staging
///    folder inside the output folder, once, linked wherever the other layouts want it;
/// 4. *install* (`Installer`): each theme's folders swapped into place only when
///    everything succeeded, so a failed build leaves the previous output intact.
package enum Builder {
  /// Builds with `options`, writing the standard layouts and then `extraLayouts`.
  package static func build(
    _ options: BuildOptions, extraLayouts: [any OutputLayout] = []
  ) throws(BuildError) -> BuildResult {
    let start = Date()
    let (project, lint) = try lintedProject(options, keepsImageFacts: options.useCache)
    let layouts =
      OutputLayouts.standard(for: project.config, formats: options.formats(for: project.config))
      + extraLayouts
    let plan = try BuildPlanner.plan(
      project, options: options, target: target(options, layouts: layouts), extras: extras(of: layouts))
    let output = plan.target.output
    ScratchFolder.removeAbandoned(in: output, kind: "staging")
    let staging = ScratchFolder.path(in: output, kind: "staging")
    defer { try? FileManager.default.removeItem(atPath: staging) }

    let writer = OutputWriter(staging: staging, layouts: layouts)
    // Entries stored from here on are unused once a later build changes them again: the
    // note makes the next full build sweep, even when this one stops half way.
    if plan.units.contains(where: \.action.isRender) { plan.cache?.notePendingPrune() }
    let runner = UnitRunner(plan: plan, writer: writer)
    let outcomes = try runner.run()
    pruneCache(of: plan)
    let themes = builtThemes(of: plan, outcomes: outcomes)
    let written = try runner.writeDescriptions(of: themes, outcomes: outcomes)
    try Installer.install(plan, staging: staging, layouts: layouts)
    // Every theme's app icon, in every build and shard that writes an app's resources (the
    // catalog or Android: an app switches only to icons compiled into it), drawn only where
    // its key or files changed; a shard lists them as shared files, which the merge checks
    // are equal. A build that writes neither removes an earlier build's icons.
    let icons = try appIcons(of: plan, formats: options.formats(for: project.config))
    Installer.recordInstalledThemes(
      of: plan, assets: UnitGrid(outcomes.map(\.asset), themeCount: plan.themes.count))
    try recordShard(of: plan, layouts: layouts, sharedFiles: icons.paths)
    if let cache = plan.cache {
      plan.sourceHashes.save(
        in: cache.sourceHashes(output: plan.target.output), keepingOthers: !plan.isFullBuild)
    }

    let report = BuildReport(
      themes: themes.map(\.name), assets: outcomes.compactMap(\.asset).count, filesWritten: written.files,
      bytesWritten: written.bytes, elapsedSeconds: Date().timeIntervalSince(start),
      cachedAssets: plan.units.filter(\.action.isFromCache).count,
      upToDateThemes: plan.themes.count - plan.installing.count)
    var result = BuildResult(
      report: report, lint: lint, themes: themes, config: project.config, layouts: layouts,
      formats: options.formats(for: project.config), target: plan.target)
    if !icons.paths.isEmpty { result.writtenFolders.append(AppIconOutput.folder) }
    result.drawnAppIcons = icons.drawn
    return result
  }

  /// Puts `icons/` in place for `plan` (`AppIconWriter`), the record of what it holds kept
  /// in the plan's cache.
  package static func appIcons(of plan: BuildPlan, formats: [OutputFormat]) throws(BuildError)
    -> AppIconWriter.Outcome
  {
    let output = plan.target.output
    let hashes = plan.sourceHashes
    return try AppIconWriter(
      project: plan.project, output: output, platforms: AppIconPlatforms(formats: formats),
      recordPath: plan.cache.map { AppIconRecord.path(cacheFolder: $0.folder, output: output) },
      themes: plan.options.themes, hash: { hashes.hash($0) }
    ).write()
  }

  /// What a build with `options` would do, and the lint it runs first; nothing is written
  /// (the lint decodes every image rather than keeping their facts in the cache).
  package static func plan(_ options: BuildOptions) throws(BuildError) -> (plan: BuildPlan, lint: LintReport)
  {
    let (project, lint) = try lintedProject(options, keepsImageFacts: false)
    let layouts = OutputLayouts.standard(for: project.config, formats: options.formats(for: project.config))
    let plan = try BuildPlanner.plan(
      project, options: options, target: target(options, layouts: layouts), extras: extras(of: layouts))
    return (plan, lint)
  }

  /// The project at `options.assetsPath` and its lint; throws when the lint finds errors
  /// (unless each is of a rule `options.lintErrorsAllowed` names and the folder is a project)
  /// or the folder is not a project. `keepsImageFacts` lets the lint use the build
  /// cache's image facts.
  package static func lintedProject(
    _ options: BuildOptions, keepsImageFacts: Bool
  ) throws(BuildError) -> (ThemeProject, LintReport) {
    let loaded = ThemeProject.load(assetsPath: options.assetsPath)
    let facts =
      keepsImageFacts
      ? options.imageFactsPath ?? InstallTarget(options).cacheFolder + "/" + BuildCache.imageFactsFile : nil
    let lint = Linter.lint(
      loaded, options: LintOptions(strict: false, parallel: options.jobs > 1, imageFactsCachePath: facts))
    let goesPast = lint.findings.allSatisfy {
      $0.severity != .error || options.lintErrorsAllowed.contains($0.ruleID)
    }
    guard lint.errorCount == 0 || (goesPast && loaded.project?.layout == .project) else {
      throw .lintFailed(lint)
    }
    guard let project = loaded.project, project.layout == .project else {
      throw .notAProject(assetsPath: options.assetsPath)
    }
    return (project, lint)
  }

  /// Leaves the `ShardRecord` of a `--shard` build in the output folder, or removes the
  /// one an earlier shard build left there. `sharedFiles` (relative to the output folder) are
  /// shared besides the layouts' own.
  package static func recordShard(
    of plan: BuildPlan, layouts: [any OutputLayout], sharedFiles: [String] = []
  ) throws(BuildError) {
    guard let shard = plan.options.shard else {
      do throws(FileError) {
        return try ShardRecord.remove(from: plan.target.output)
      } catch {
        throw .output(error)
      }
    }
    var shared: [String] = []
    for layout in layouts { shared += try layout.sharedFiles().map(\.path) }
    shared += sharedFiles
    try ShardRecord(plan: plan, shard: shard, sharedFiles: shared).save(in: plan.target.output)
  }

  /// After a full build, removes the cache entries no unit uses when anything may have
  /// left some: a build that rendered (this one or an earlier one, even one that stopped:
  /// `BuildCache.pendingPruneFile` is written before rendering), a merge that stored
  /// entries, or this build installing a theme. A no-op rebuild after a full build lists
  /// no cache folder.
  package static func pruneCache(of plan: BuildPlan) {
    guard let cache = plan.cache, plan.isFullBuild else { return }
    if !plan.installing.isEmpty || cache.hasPendingPrune {
      cache.prune(keeping: Set(plan.units.map(\.key)))
    }
  }

  package static func target(_ options: BuildOptions, layouts: [any OutputLayout]) -> InstallTarget {
    InstallTarget(
      options, themeFolders: { theme in layouts.map { $0.themeFolder(of: theme) } },
      layoutNames: layouts.map(\.name))
  }

  /// Every extra rendition the layouts ask for, once each, ascending.
  package static func extras(of layouts: [any OutputLayout]) -> [ExtraRendition] {
    Array(Set(layouts.flatMap(\.extraRenditions))).sorted()
  }

  /// Every theme of the plan with its assets, in config order.
  package static func builtThemes(of plan: BuildPlan, outcomes: UnitGrid<UnitRunner.Outcome>) -> [BuiltTheme]
  {
    plan.themes.indices.map { index in
      let theme = plan.themes[index]
      let assets = outcomes.ofTheme(index).compactMap(\.asset)
      let config = plan.project.config
      var built = BuiltTheme(
        name: theme.name, isHypothetical: theme.isHypothetical, version: theme.theme.version.description,
        color: theme.theme.color, darkColor: theme.darkColor, extraColors: theme.theme.extraColors,
        colorValues: theme.colorValues,
        roles: Dictionary(
          theme.theme.roles(minimumContrast: config.dark.minimumContrast).map { ($0.name, $0) },
          uniquingKeysWith: { first, _ in first }),
        assets: assets, sourceSHA256: theme.sourceSHA256,
        fonts: theme.theme.fonts, components: theme.theme.components,
        colorKeyPath: config.colorKeyPath, colorKeyPaths: theme.theme.colorKeyPaths,
        assetKeyPaths: config.assets.reduce(into: [:]) { paths, spec in paths[spec.name] = spec.keyPath },
        values: theme.theme.values, darkValues: theme.theme.darkValues)
      built.navigationBarImage = config.navigationBar
      built.glassBar = config.navigationBarGlass.flatMap { spec in
        GlassBarColors(
          spec, values: Dictionary(uniqueKeysWithValues: spec.colorNames.map { ($0, built.values(of: $0)) }),
          backgrounds: GlassBarColors.systemBackgrounds(dark: config.dark.background))
      }
      built.appIcon = theme.theme.appIcon?.name(in: theme.name)
      built.fontFiles = BuiltFontFile.read(theme.theme, reader: plan.project.reader)
      return built
    }
  }
}
