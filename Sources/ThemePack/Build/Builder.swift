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
    let lint = Linter.lint(loaded, options: LintOptions(strict: false, parallel: options.jobs > 1))
    guard lint.errorCount == 0, let project = loaded.project else { throw .lintFailed(lint) }

    let themes = try selectThemes(options.themes, in: project)
    let config = project.config
    let specs = config.assets

    // Masters: decoded, resampled and sliced once, shared by every theme.
    let masters = try ParallelWork.map(count: specs.count, jobs: options.jobs) {
      index throws(BuildError) -> ([Int: PreparedImage]?, [Int: PreparedImage]?) in
      let spec = specs[index]
      let preparer = ImagePreparer(scales: config.scales, slice: spec.slice)
      guard spec.isMaster else { return (nil, nil) }
      let light = try project.base.images[spec.name].map { files throws(BuildError) in
        try preparer.prepare(files: files)
      }
      let dark = try project.base.darkImages[spec.name].map { files throws(BuildError) in
        try preparer.prepare(files: files)
      }
      return (light, dark)
    }

    let output = (options.outputPath as NSString).standardizingPath
    let staging = output + "/.staging-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: staging) }
    let catalogName = config.packageName + ".xcassets"

    let darkColors = themes.map { project.darkColor(of: $0) }
    let jobs = themes.count * specs.count
    let assets = try ParallelWork.map(count: jobs, jobs: options.jobs) {
      index throws(BuildError) -> BuiltAsset in
      let theme = themes[index / specs.count]
      let spec = specs[index % specs.count]
      let themeFolder = "\(staging)/themes/\(theme.name)"
      let imageSetFolder = "\(staging)/\(catalogName)/\(theme.name)/\(spec.name).imageset"
      try makeFolders([themeFolder, imageSetFolder])
      let renderer = AssetRenderer(
        project: project, spec: spec, master: masters[index % specs.count].0,
        masterDark: masters[index % specs.count].1,
        preparer: ImagePreparer(scales: config.scales, slice: spec.slice),
        encoding: options.encoding, retainImages: retainImages)
      return try renderer.render(
        theme: theme, darkColor: darkColors[index / specs.count], themeFolder: themeFolder,
        imageSetFolder: imageSetFolder)
    }

    var built: [BuiltTheme] = []
    for (themeIndex, theme) in themes.enumerated() {
      built.append(
        BuiltTheme(
          name: theme.name, version: theme.version.description, color: theme.color,
          darkColor: darkColors[themeIndex], extraColors: theme.extraColors,
          assets: Array(assets[(themeIndex * specs.count)..<((themeIndex + 1) * specs.count)])))
    }

    var files = assets.reduce(0) { $0 + $1.filesWritten }
    var bytes = assets.reduce(0) { $0 + $1.bytesWritten }
    for theme in built {
      let manifest = try OutputDescriptions.manifestBytes(for: theme)
      try AssetRenderer.write(manifest, to: "\(staging)/themes/\(theme.name)/\(ThemeManifest.fileName)")
      files += 1
      bytes += manifest.count
    }
    let catalogFiles = try OutputDescriptions.catalogFiles(name: config.packageName, themes: built)
    for (path, content) in catalogFiles.sorted(by: { $0.key < $1.key }) {
      try makeFolders([(staging + "/" + path as NSString).deletingLastPathComponent])
      try AssetRenderer.write(content, to: staging + "/" + path)
      files += 1
      bytes += content.count
    }

    try install(
      staging: staging, output: output, catalogName: catalogName, themes: themes.map(\.name),
      allThemes: options.themes.isEmpty ? project.themes.map(\.name) : nil)

    let report = BuildReport(
      themes: themes.map(\.name), assets: assets.count, filesWritten: files, bytesWritten: bytes,
      elapsedSeconds: Date().timeIntervalSince(start))
    return BuildResult(report: report, lint: lint, themes: built, catalogFolder: catalogName)
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
    do {
      for theme in themes {
        try FolderSwap.replace("\(output)/themes/\(theme)", with: "\(staging)/themes/\(theme)")
        try FolderSwap.replace(
          "\(output)/\(catalogName)/\(theme)", with: "\(staging)/\(catalogName)/\(theme)")
      }
      let rootContents = "\(catalogName)/Contents.json"
      try FolderSwap.replace("\(output)/\(rootContents)", with: "\(staging)/\(rootContents)")
      if let allThemes {
        for folder in ["\(output)/themes", "\(output)/\(catalogName)"] {
          let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
          for name in present where !allThemes.contains(name) && name != "Contents.json" {
            try FolderSwap.remove("\(folder)/\(name)")
          }
        }
      }
    } catch {
      throw .output(error)
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
