import Foundation
import ThemePackCatalog
import ThemePackImaging
import ThemePackProject

/// Imports SwiftTheme themes: a folder (or downloaded zip) of theme files, one `.plist`
/// (XML or binary) or `.json` per theme, named after the theme.
///
/// Every colour key path becomes a named colour that keeps its key path (`keyPath` in
/// theme.json), except the main colour (`--color-key`, else `SwiftThemeMainColor`), which
/// is each theme's colour under `colorKeyPath`. A colour under `Night.<key path>` is that
/// colour's dark value. Image values become assets that keep their key paths, resolved
/// against `--assets-catalog` or the files next to the theme file; `ProjectPlanner` then
/// decides masters as for theme folders. Fonts become named fonts that keep their key paths
/// (`SwiftThemeFonts`); other values are kept in each theme.json's `values`
/// (`SwiftThemeValuePlan`), and what cannot be kept is reported, never dropped.
package enum SwiftThemeImporter: InitSource {
  package static let kindName = "SwiftTheme themes"

  /// SwiftTheme theme files in a folder or a zip (`SwiftThemeSource.isSwiftTheme`).
  package static func reads(_ path: String) -> Bool { SwiftThemeSource.isSwiftTheme(path) }

  package static func plan(_ options: ImportOptions) throws(ImportError) -> ImportedProject {
    let source = try SwiftThemeSource.open(options.from)
    guard !source.themeFiles.isEmpty else {
      throw ImportError(file: options.from, reason: "no SwiftTheme theme file (.plist or .json) in it")
    }
    var report = ImportReport(kind: kindName, source: options.from)
    var lookup = SwiftThemeCatalogLookup.none
    let catalog = try catalogSets(
      catalogPath(options, lookup: &lookup, notes: &report.notes), given: options.assetsCatalog != nil,
      lookup: &lookup, notes: &report.notes)
    var themes: [SwiftThemeTheme] = []
    for file in source.themeFiles {
      var theme = try SwiftThemeTheme.read(
        file, in: source, catalog: catalog, scale: options.scale, lookup: lookup)
      let unique = SourceName.unique(theme.name, among: Set(themes.map { $0.name.lowercased() }))
      if unique != theme.name {
        report.notes.append("theme file '\(file)' became theme '\(unique)': '\(theme.name)' is taken")
        theme.name = unique
      }
      themes.append(theme)
    }
    var extras = ImportExtras()
    extras.outputs = OutputFormat.defaults + [.swiftTheme]
    let main = try SwiftThemeMainColor.choose(themes, key: options.colorKey)
    report.notes.append(main.note)
    try addColors(themes, main: main.keyPath, extras: &extras, notes: &report.notes)
    let sources = try addImages(themes, source: source, catalog: catalog, extras: &extras, report: &report)
    let fonts = SwiftThemeFonts.plan(themes, display: source.display)
    extras.fonts = fonts.shared
    extras.themeFonts = fonts.perTheme
    report.fonts = fonts.fonts
    report.notes += fonts.notes
    let values = SwiftThemeValuePlan.plan(themes)
    extras.themeValues = values.perTheme
    report.carriedValues = values.carried
    report.keptValues = values.notImported
    report.notes += values.notes
    return try ProjectPlanner.plan(sources, report: report, options: options, extras: extras)
  }

  /// `--assets-catalog`, else the one asset catalog (`*.xcassets`) in the `--from` folder
  /// beside the theme files (as the SwiftTheme demo keeps its images), said in `notes`; with
  /// several there, none, and `notes` names them and the flag.
  private static func catalogPath(
    _ options: ImportOptions, lookup: inout SwiftThemeCatalogLookup, notes: inout [String]
  ) -> String? {
    if let path = options.assetsCatalog { return path }
    let folder = options.from
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
      var isFolder: ObjCBool = false
      return name.hasSuffix(".xcassets")
        && FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
    if names.count > 1 {
      notes.append(
        "several asset catalogs beside the theme files (\(names.joined(separator: ", "))): image names "
          + "are looked up in none; pass --assets-catalog to use one")
      lookup = .several
      return nil
    }
    guard let name = names.first else { return nil }
    notes.append("image names are looked up in '\(name)' beside the theme files too (--assets-catalog)")
    return folder + "/" + name
  }

  /// The image sets of the catalog at `path` by name. A catalog with lint errors is refused
  /// when `given` (`--assets-catalog`); one found beside the theme files is then left out,
  /// said in `notes`, so an unrelated broken catalog there does not stop the import.
  private static func catalogSets(
    _ path: String?, given: Bool, lookup: inout SwiftThemeCatalogLookup, notes: inout [String]
  ) throws(ImportError) -> [String: CatalogImageSet] {
    guard let path else { return [:] }
    let contents = CatalogReader.read(path)
    if let error = contents.findings.sorted().first(where: { $0.severity == .error }) {
      guard given else {
        notes.append(
          "left out the asset catalog '\(path)' beside the theme files: \(error.message) (pass "
            + "--assets-catalog to be refused with its first problem)")
        lookup = .leftOut(path)
        return [:]
      }
      throw ImportError(
        file: error.file, reason: error.message + " ('themepack lint --assets' lists every problem)")
    }
    var sets: [String: CatalogImageSet] = [:]
    for set in contents.imageSets { sets[set.name] = set }
    lookup = .used
    return sets
  }

  /// The theme colours and named colours with their key paths.
  private static func addColors(
    _ themes: [SwiftThemeTheme], main: String?, extras: inout ImportExtras, notes: inout [String]
  ) throws(ImportError) {
    let keyPaths = Set(themes.flatMap(\.colors.keys)).subtracting(main.map { [$0] } ?? []).sorted()
    let naming = SwiftThemeNames.assign(keyPaths, reserved: Set(ThemeColorReader.reservedNames))
    notes += naming.renamed
    if let main {
      if let problem = SwiftThemeKeyPath.problem(main) {
        notes.append("the theme colour's key path '\(main)' is not kept: \(problem)")
      } else {
        extras.colorKeyPath = main
      }
    }
    for keyPath in keyPaths {
      let name = naming.names[keyPath]!
      if let problem = SwiftThemeKeyPath.problem(keyPath) {
        notes.append("colour '\(name)' does not keep its key path '\(keyPath)': \(problem)")
      } else {
        extras.colorKeyPaths[name] = keyPath
      }
    }
    let dark = DarkSettings.default
    for theme in themes {
      if let main, let color = theme.colors[main] {
        var night = theme.darkColors[main]
        if let given = night, WCAGContrast.ratio(given, dark.background) < dark.minimumContrast {
          notes.append(
            "theme '\(theme.name)': the night value \(given.hexString) of '\(main)' is below the "
              + "dark contrast the lint requires: the dark theme colour is derived instead")
          night = nil
        }
        extras.themeColors[theme.name] = .init(
          color: StatedColor(light: color, dark: night), source: "key path '\(main)'")
      }
      for keyPath in keyPaths {
        guard let color = theme.colors[keyPath] else { continue }
        let name = naming.names[keyPath]!
        extras.namedColors[theme.name, default: [:]][name] = StatedColor(
          light: color, dark: theme.darkColors[keyPath])
      }
    }
  }

  /// The source themes with their images, one asset per image key path.
  private static func addImages(
    _ themes: [SwiftThemeTheme], source: SwiftThemeSource,
    catalog: [String: CatalogImageSet], extras: inout ImportExtras,
    report: inout ImportReport
  ) throws(ImportError) -> [SourceTheme] {
    let keyPaths = Set(themes.flatMap(\.images.keys)).sorted()
    let night = keyPaths.filter { $0.hasPrefix(SwiftThemeKeyPath.nightRoot + ".") }
    let naming = SwiftThemeNames.assign(Array(Set(keyPaths).subtracting(night)))
    report.notes += naming.renamed
    report.notes += night.map {
      "image '\($0)' is not imported: dark images come from the project's dark rules"
    }
    var result: [SourceTheme] = []
    for theme in themes {
      var sourceTheme = SourceTheme(name: theme.name, path: source.display(theme.file), images: [:])
      for keyPath in theme.images.keys.sorted() {
        guard let asset = naming.names[keyPath] else { continue }
        switch theme.images[keyPath]! {
        case .catalog(let set):
          try CatalogImageLoader.load(
            set, as: asset, into: &sourceTheme, extras: &extras, notes: &report.notes)
        case .files(let files):
          var images: [Int: ImportedImage] = [:]
          for (scale, file) in files {
            images[scale] = try ThemeFolderScanner.image(
              try source.bytes(file), path: source.display(file), scale: scale)
          }
          sourceTheme.images[asset] = images
        case .vector(let file, let format):
          let image = try CatalogImageLoader.vector(
            try source.bytes(file), path: source.display(file), format: format)
          sourceTheme.images[asset] = [image.scale: image]
        }
        if SwiftThemeKeyPath.problem(keyPath) == nil { extras.assetKeyPaths[asset] = keyPath }
      }
      result.append(sourceTheme)
    }
    return result
  }

}
