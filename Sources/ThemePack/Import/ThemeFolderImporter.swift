import Foundation

/// Imports a folder of hand-painted theme folders (the iBus shape: one folder per theme,
/// the same file names in each) as a project.
///
/// Files every theme has are assets: a master and tint when `AssetFitter` finds one that
/// reproduces every theme's file, else per theme (copied as drawn). Files only some themes
/// have are copied into those themes and reported. Theme colours come from `ThemeColorChooser`,
/// the nav bar from `NavigationBarChoice`.
enum ThemeFolderImporter {
  static func plan(_ options: ImportOptions) throws(ImportError) -> ImportedProject {
    let scan = try ThemeFolderScanner(root: options.from, defaultScale: options.scale).scan()
    let themes = scan.themes
    var table: ColorTable?
    if let file = options.colorsFile { table = try ColorTable.read(file) }
    var report = ImportReport(kind: "theme folders", source: options.from)
    report.notes += scan.renamed.map { "renamed '\($0.from)' to '\($0.to)'" }
    report.notes += scan.skipped.map { "skipped \($0)" }

    let names = Set(themes.flatMap(\.images.keys)).sorted()
    let common = names.filter { name in themes.allSatisfy { $0.images[name] != nil } }
    let fitted = common.map { FittedAsset.fitting($0, in: themes) }
    report.themeColors = try ThemeColorChooser.choose(themes, fitted, table: table, notes: &report.notes)
    let navigationBar = NavigationBarChoice.choose(fitted)
    if let navigationBar, let source = fitted.first(where: { $0.name == navigationBar.asset }) {
      report.navigationBar = navigationBar.describe(source: source)
    }

    let scale = min(3, fitted.map(\.scale).min() ?? options.scale)
    var project = ImportedProject(report: report)
    var entries: [String: JSONValue] = [:]
    for asset in fitted {
      let isBar = asset.name == navigationBar?.asset
      try add(asset, themes, navigationBar: isBar ? navigationBar : nil, to: &project, entries: &entries)
    }
    for name in names where !common.contains(name) {
      let owners = themes.filter { $0.images[name] != nil }
      project.report.partialFiles.append("\(name).png: \(owners.map(\.name).joined(separator: ", "))")
      for theme in owners { copyFiles(of: name, in: theme, to: &project) }
    }
    for (theme, color) in zip(themes, project.report.themeColors) {
      project.addTheme(theme.name, color: color.color)
    }
    if fitted.contains(where: { $0.scale > scale }) {
      project.report.notes.append(
        "some assets are drawn above \(scale)x; the project produces 1x to \(scale)x")
    }
    let profiled = themes.flatMap { $0.images.values.flatMap(\.values) }.filter(\.hasProfile).count
    if profiled > 0 {
      project.report.notes.append(
        "\(profiled) source files carry an ICC profile: their pixels are taken as sRGB, unconverted "
          + "(the lint's 'color-profile' rule names them in per-theme files)")
    }
    project.addConfig(
      packageName: packageName(options.from), scales: Array(1...max(1, scale)),
      navigationBar: navigationBar?.asset, assets: entries)
    project.addSchemas()
    return project
  }

  /// Writes `asset`'s master or per-theme files, its config entry and its report line.
  private static func add(
    _ asset: FittedAsset, _ themes: [SourceTheme], navigationBar: NavigationBarChoice?,
    to project: inout ImportedProject, entries: inout [String: JSONValue]
  ) throws(ImportError) {
    var line = ImportReport.Asset(
      name: asset.name, tint: asset.fit?.tint, reason: asset.reason, pixelWidth: asset.width,
      pixelHeight: asset.height, scale: asset.scale, drift: [])
    for (index, theme) in themes.enumerated() {
      let color = project.report.themeColors[index].color
      let painted = asset.painted[index]
      var maximum = 0
      if let fit = asset.fit, let source = theme.highest(asset.name) {
        let built = Tinter.tint(fit.master, color: color, mode: fit.tint)
        maximum = PixelDifference.between(built, source.image, tolerance: AssetFitter.tolerance).maximum
      }
      line.drift.append(
        .init(
          theme: theme.name, painted: painted, deltaE: painted.map { ColorDistance.ciede2000($0, color) },
          maximumDifference: maximum))
    }
    project.report.assets.append(line)
    if let fit = asset.fit {
      let master = navigationBar?.master ?? fit.master
      try project.addImage(master, at: "Base/" + ImportedProject.imageName(asset.name, scale: asset.scale))
      entries[asset.name] = ImportedProject.masterEntry(tint: fit.tint, navigationBar: navigationBar != nil)
    } else {
      for theme in themes { copyFiles(of: asset.name, in: theme, to: &project) }
      entries[asset.name] = ImportedProject.perThemeEntry
    }
  }

  /// Copies every scale's file of `asset` in `theme` into the theme's folder, as drawn.
  private static func copyFiles(of asset: String, in theme: SourceTheme, to project: inout ImportedProject) {
    for (scale, file) in theme.images[asset] ?? [:] {
      project.files["Themes/\(theme.name)/" + ImportedProject.imageName(asset, scale: scale)] = file.bytes
    }
  }

  /// The source folder's name, made a valid package name.
  static func packageName(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? ""
    return SourceName.valid(name.replacingOccurrences(of: ".", with: "_"), fallback: "themes")
  }
}
