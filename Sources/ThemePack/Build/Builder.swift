import Foundation

/// `themepack build`: from a project folder to runtime theme folders and an asset catalog.
///
/// The lint runs first and its errors stop the build. Each master is decoded, resampled
/// and sliced once for all themes; every theme × asset is then tinted, encoded and written
/// into a staging folder inside the output folder, in parallel with deterministic results.
/// Only when everything succeeded are `themes/<theme>` and `<package>.xcassets/<theme>`
/// swapped into place, so a failed build leaves the previous output intact.
public enum Builder {
  public static func build(
    _ options: BuildOptions, retainImages: Bool = false
  ) throws(BuildError) -> BuildResult {
    let start = Date()
    let loaded = ThemeProject.load(assetsPath: options.assetsPath)
    let output = (options.outputPath as NSString).standardizingPath
    let cache = BuildCache(folder: options.cachePath ?? output + "/" + BuildOptions.defaultCacheFolder)
    let lint = Linter.lint(
      loaded,
      options: LintOptions(
        strict: false, parallel: options.jobs > 1,
        imageFactsCachePath: options.useCache ? cache.folder + "/" + BuildCache.imageFactsFile : nil))
    guard lint.errorCount == 0 else { throw .lintFailed(lint) }
    guard let project = loaded.project, project.layout == .project else {
      throw .notAProject(assetsPath: options.assetsPath)
    }

    let hypothetical = options.hypotheticalColors.map { hypotheticalTheme($0, in: project) }
    let themes = try selectThemes(options.themes, in: project) + hypothetical
    let isHypothetical = Set(hypothetical.map(\.name))
    let config = project.config
    let specs = config.assets
    ScratchFolder.removeAbandoned(in: output, kind: "staging")
    let staging = ScratchFolder.path(in: output, kind: "staging")
    defer { try? FileManager.default.removeItem(atPath: staging) }
    let catalogName = config.packageName + ".xcassets"

    // Units run asset by asset (every theme of one asset, then the next asset), so only
    // the masters of the assets in flight are in memory.
    let darkColors = themes.map { project.darkColor(of: $0) }
    let units = specs.indices.flatMap { asset in themes.indices.map { (asset: asset, theme: $0) } }
    let hashes = try sourceHashes(
      units: units, project: project, themes: themes, darkColors: darkColors, jobs: options.jobs,
      encoding: options.encoding)
    let keys = options.useCache ? hashes.keys : []
    let entries =
      options.useCache ? units.indices.map { cache.lookup(keys[$0], spec: specs[units[$0].asset]) } : []
    let sourceDigests = themes.map { theme in
      isHypothetical.contains(theme.name)
        ? nil : ThemeSourceDigest.digest(of: theme, in: project) { hashes.byPath[$0] ?? "unreadable" }
    }
    func builtTheme(_ index: Int, assets: [BuiltAsset]) -> BuiltTheme {
      let theme = themes[index]
      return BuiltTheme(
        name: theme.name, isHypothetical: isHypothetical.contains(theme.name),
        version: theme.version.description, color: theme.color, darkColor: darkColors[index],
        extraColors: theme.extraColors, assets: assets, sourceSHA256: sourceDigests[index])
    }
    func unitKeys(ofTheme index: Int) -> [String] {
      specs.indices.map { keys[$0 * themes.count + index] }
    }
    func installedFolders(_ theme: String) -> [String] { ["themes/\(theme)", "\(catalogName)/\(theme)"] }
    func recordPath(_ theme: String) -> String {
      InstalledThemeRecord.path(cacheFolder: cache.folder, output: output, theme: theme)
    }

    // A theme whose every unit is in the cache, and whose installed files are the ones the
    // last build recorded, untouched, stays where it is: nothing is copied, staged or swapped.
    var upToDateThemes = Array(repeating: false, count: themes.count)
    if options.useCache && !retainImages {
      for index in themes.indices where !isHypothetical.contains(themes[index].name) {
        let found = specs.indices.compactMap { entries[$0 * themes.count + index] }
        guard found.count == specs.count,
          let record = InstalledThemeRecord.load(from: recordPath(themes[index].name))
        else { continue }
        let key = InstalledThemeRecord.key(
          of: builtTheme(index, assets: found.map(\.asset)), unitKeys: unitKeys(ofTheme: index),
          packageName: config.packageName)
        upToDateThemes[index] =
          record.key == key
          && InstalledThemeRecord.scan(installedFolders(themes[index].name), in: output) == record.files
      }
    }
    let upToDate = upToDateThemes
    // Units of the other themes restore from entries whose files are intact; the rest render.
    let hits =
      options.useCache
      ? units.indices.map { index in
        entries[index].flatMap { entry in
          upToDate[units[index].theme] || cache.isIntact(entry, key: keys[index]) ? entry : nil
        }
      } : []

    let copyOf = sharedUnitSources(units: units) { index in
      guard !(options.useCache && hits[index] != nil) else { return false }
      let unit = units[index]
      return UnitInputs(
        spec: specs[unit.asset], theme: themes[unit.theme], darkColor: darkColors[unit.theme],
        scales: config.scales
      ).isSameForEveryTheme
    }
    var uses = Array(repeating: 0, count: specs.count)
    for (index, unit) in units.enumerated()
    where (options.useCache ? hits[index] == nil : true) && copyOf[index] == nil {
      uses[unit.asset] += 1
    }
    let masters = MasterStore(project: project, specs: specs, uses: uses)

    @Sendable func folders(of index: Int) -> (theme: String, imageSet: String) {
      let theme = themes[units[index].theme].name
      return (
        "\(staging)/themes/\(theme)",
        "\(staging)/\(catalogName)/\(theme)/\(specs[units[index].asset].name).imageset"
      )
    }
    var results = try ParallelWork.map(count: units.count, jobs: options.jobs) {
      index throws(BuildError) -> (asset: BuiltAsset?, cached: Bool, files: [String]) in
      let spec = specs[units[index].asset]
      let theme = themes[units[index].theme]
      if upToDate[units[index].theme], let entry = hits[index] { return (entry.asset, true, entry.files) }
      if copyOf[index] != nil { return (nil, false, []) }
      if isHypothetical.contains(theme.name) && !spec.isMaster {
        masters.finished(units[index].asset)
        return (nil, false, [])
      }
      let (themeFolder, imageSetFolder) = folders(of: index)
      try makeFolders([themeFolder, imageSetFolder])
      if options.useCache, let entry = hits[index] {
        try cache.restore(entry, key: keys[index], into: [themeFolder, imageSetFolder])
        return (entry.asset, true, entry.files)
      }
      defer { masters.finished(units[index].asset) }
      let master: MasterStore.Prepared =
        theme.overrides[spec.name] == nil ? try masters.masters(of: units[index].asset) : (nil, nil)
      let renderer = AssetRenderer(
        spec: spec, master: master.light, masterDark: master.dark,
        preparer: ImagePreparer(scales: config.scales, slice: spec.slice),
        encoding: options.encoding, retainImages: retainImages)
      let rendered = try renderer.render(
        theme: theme, darkColor: darkColors[units[index].theme], themeFolder: themeFolder,
        imageSetFolder: imageSetFolder)
      if options.useCache {
        cache.store(rendered.asset, files: rendered.files, from: themeFolder, key: keys[index])
      }
      return (rendered.asset, false, rendered.files)
    }
    for (index, source) in copyOf.enumerated() {
      guard let source else { continue }
      let (from, to) = (folders(of: source).theme, folders(of: index))
      try makeFolders([to.theme, to.imageSet])
      for file in results[source].files {
        try AssetRenderer.link(from + "/" + file, to: to.theme + "/" + file)
        try AssetRenderer.link(from + "/" + file, to: to.imageSet + "/" + file)
      }
      results[index] = results[source]
    }
    if options.useCache, options.themes.isEmpty { cache.prune(keeping: Set(keys)) }
    // Back to theme order: results are asset-major.
    let assetsByTheme = themes.indices.map { theme in
      specs.indices.compactMap { asset in results[asset * themes.count + theme].asset }
    }
    let assets = assetsByTheme.flatMap { $0 }

    let built = themes.indices.map { builtTheme($0, assets: assetsByTheme[$0]) }
    let installing = themes.indices.filter { !upToDate[$0] }

    let written = installing.flatMap { assetsByTheme[$0] }
    var files = written.reduce(0) { $0 + $1.filesWritten }
    var bytes = written.reduce(0) { $0 + $1.bytesWritten }
    var outputKeys: [Int: String] = [:]
    for index in installing {
      let theme = built[index]
      let described = try describedFiles(of: theme, packageName: config.packageName)
      let named = [("themes/\(theme.name)/\(ThemeManifest.fileName)", described.manifest)] + described.catalog
      for (path, content) in named {
        try makeFolders([(staging + "/" + path as NSString).deletingLastPathComponent])
        try AssetRenderer.write(content, to: staging + "/" + path)
        files += 1
        bytes += content.count
      }
      if options.useCache {
        outputKeys[index] = InstalledThemeRecord.key(
          of: theme, unitKeys: unitKeys(ofTheme: index), packageName: config.packageName)
      }
    }
    // The catalog's root Contents.json (the catalog of no theme is just that file).
    try makeFolders(["\(staging)/\(catalogName)"])
    for (path, content) in try OutputDescriptions.catalogFiles(name: config.packageName, themes: []) {
      try AssetRenderer.write(content, to: staging + "/" + path)
      files += 1
      bytes += content.count
    }

    try install(
      staging: staging, output: output, catalogName: catalogName, themes: installing.map { themes[$0].name },
      allThemes: options.themes.isEmpty ? themes.map(\.name) : nil)
    // Recorded once the themes are in place, so the next build can leave them there.
    for (index, key) in outputKeys.sorted(by: { $0.key < $1.key })
    where !retainImages && !isHypothetical.contains(themes[index].name) {
      let name = themes[index].name
      guard let stamps = InstalledThemeRecord.scan(installedFolders(name), in: output) else { continue }
      InstalledThemeRecord(key: key, files: stamps).save(to: recordPath(name))
    }

    let report = BuildReport(
      themes: themes.map(\.name), assets: assets.count, filesWritten: files, bytesWritten: bytes,
      elapsedSeconds: Date().timeIntervalSince(start),
      cachedAssets: results.filter { $0.cached }.count, upToDateThemes: themes.count - installing.count)
    return BuildResult(
      report: report, lint: lint, themes: built, packageName: config.packageName, scales: config.scales,
      darkBackground: config.dark.background, navigationBar: config.navigationBar, catalogFolder: catalogName)
  }

  /// For each unit, the unit whose files it takes instead of rendering (nil: it renders or
  /// restores its own). Units `sharable` says are the same for every theme (and must be
  /// made) take the files of their asset's first such unit, so that asset is rendered once,
  /// as one work item beside other assets rather than a queue of themes waiting for it.
  static func sharedUnitSources(
    units: [(asset: Int, theme: Int)], sharable: (Int) -> Bool
  ) -> [Int?] {
    var sources: [Int?] = Array(repeating: nil, count: units.count)
    var first: [Int: Int] = [:]
    for index in units.indices where sharable(index) {
      if let source = first[units[index].asset] {
        sources[index] = source
      } else {
        first[units[index].asset] = index
      }
    }
    return sources
  }

  /// The files of `theme` that describe its images rather than being images: its
  /// manifest, and its catalog group's `Contents.json` files (paths from the output folder).
  static func describedFiles(of theme: BuiltTheme, packageName: String) throws(BuildError)
    -> (manifest: [UInt8], catalog: [(path: String, bytes: [UInt8])])
  {
    let group = "\(packageName).xcassets/\(theme.name)/"
    let catalog = try OutputDescriptions.catalogFiles(name: packageName, themes: [theme])
      .filter { $0.key.hasPrefix(group) }.sorted { $0.key < $1.key }.map { (path: $0.key, bytes: $0.value) }
    return (try OutputDescriptions.manifestBytes(for: theme), catalog)
  }

  /// Every source file's SHA-256 (each file read once) and, from them, the cache key of
  /// every unit.
  static func sourceHashes(
    units: [(asset: Int, theme: Int)], project: ThemeProject, themes: [Theme], darkColors: [RGBA8],
    jobs: Int, encoding: PNGEncodeOptions
  ) throws(BuildError) -> (keys: [String], byPath: [String: String]) {
    let specs = project.config.assets
    let inputs = units.map { unit in
      UnitInputs(
        spec: specs[unit.asset], theme: themes[unit.theme], darkColor: darkColors[unit.theme],
        scales: project.config.scales)
    }
    let paths = Array(Set(inputs.flatMap { $0.sources(in: project).map(\.path) })).sorted()
    let hashes = try ParallelWork.map(count: paths.count, jobs: jobs) {
      index throws(BuildError) -> String in
      do throws(FileError) {
        return SHA256.hex(of: try FileReader.bytes(at: paths[index]))
      } catch {
        throw .image(file: paths[index], reason: error.reason)
      }
    }
    let hashByPath = Dictionary(uniqueKeysWithValues: zip(paths, hashes))
    let keys = inputs.map { input in
      BuildCache.key(description: input.cacheDescription(in: project) { hashByPath[$0]! }, encoding: encoding)
    }
    return (keys, hashByPath)
  }

  /// A made-up theme in `color`, built from the masters only.
  static func hypotheticalTheme(_ color: RGBA8, in project: ThemeProject) -> Theme {
    Theme(
      name: "try-" + color.hexString.dropFirst(), folderPath: project.assetsPath,
      version: SemanticVersion(major: 0, minor: 0, patch: 0), color: color, darkColor: nil,
      extraColors: [:], overrides: [:], darkFiles: [:])
  }

  /// The themes `names` asks for (all when empty), in project order.
  static func selectThemes(_ names: [String], in project: ThemeProject) throws(BuildError) -> [Theme] {
    guard !names.isEmpty else { return project.themes }
    for name in names where !project.themes.contains(where: { $0.name == name }) {
      throw .unknownTheme(
        name: name, assetsPath: project.assetsPath, known: project.themes.map(\.name))
    }
    return project.themes.filter { names.contains($0.name) }
  }

  /// Swaps each built theme folder and catalog group into place; when the whole project
  /// was built (`allThemes` given), also removes folders of themes that no longer exist.
  static func install(
    staging: String, output: String, catalogName: String, themes: [String], allThemes: [String]?
  ) throws(BuildError) {
    try makeFolders(["\(output)/themes", "\(output)/\(catalogName)"])
    do {
      for theme in themes {
        for folder in ["themes/\(theme)", "\(catalogName)/\(theme)"] {
          try StagingFolder(destination: "\(output)/\(folder)", path: "\(staging)/\(folder)").commit()
        }
      }
      let rootContents = "\(catalogName)/Contents.json"
      try StagingFolder(destination: "\(output)/\(rootContents)", path: "\(staging)/\(rootContents)")
        .commit()
    } catch {
      throw .output(error)
    }
    guard let allThemes else { return }
    for folder in ["\(output)/themes", "\(output)/\(catalogName)"] {
      let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in present where !allThemes.contains(name) && name != "Contents.json" {
        do {
          try FileManager.default.removeItem(atPath: "\(folder)/\(name)")
        } catch {
          throw .output(
            FileError(path: "\(folder)/\(name)", operation: .remove, reason: FileError.reason(of: error)))
        }
      }
    }
  }

  static func makeFolders(_ paths: [String]) throws(BuildError) {
    for path in paths {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw .output(FileError(path: path, operation: .write, reason: FileError.reason(of: error)))
      }
    }
  }
}
