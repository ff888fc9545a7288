import ThemePackArchive
import ThemePackBuild
import ThemePackProject
import ThemePackSupport

/// Imports ThemePack's own runtime theme folders (`Output/themes`, one `<theme>/` with
/// `manifest.json` each) or package zips of them (`PackageImporter`) as a project.
///
/// Everything comes from the manifests: the theme colour and every extra colour with all four
/// values (light, dark and both with Increase Contrast, kept as given so the new project builds
/// the same colours whatever it would derive), the theme's version, fonts, components and each
/// asset's slice in points. Images come back as sources: each theme's highest scale goes to
/// `ProjectPlanner`, which finds the master and tint that reproduce every theme's files (a
/// tinted asset becomes a master again), else keeps them per theme; dark files a retint of the
/// master reproduces become `dark: retint`, others explicit dark files; high-contrast files
/// turn `highContrast.images` on. A `<theme>.plist` turns the `swiftTheme` output on and gives
/// back the key paths that differ from the defaults (`RuntimeKeyPaths`).
package enum RuntimeThemeImporter: InitSource {
  package static let kindName = "runtime theme folders"

  /// Whether `path` is a folder of runtime theme folders, or one such folder: it, or a
  /// folder directly in it, holds a `manifest.json`.
  package static func reads(_ path: String) -> Bool {
    !themeFolders(path).isEmpty
  }

  /// The theme folders of `path`, relative to it ("" for `path` itself), sorted.
  package static func themeFolders(_ path: String) -> [String] {
    let reader = ProjectReader(root: path)
    guard let listing = try? reader.entries(of: path) else { return [] }
    if listing.entries.contains(where: { !$0.isFolder && $0.name == RuntimeManifest.fileName }) {
      return [""]
    }
    return listing.entries.filter { entry in
      entry.isFolder && !entry.name.hasPrefix(".")
        && ((try? reader.entries(of: path + "/" + entry.name))?.entries.contains {
          !$0.isFolder && $0.name == RuntimeManifest.fileName
        } ?? false)
    }.map(\.name).sorted()
  }

  package static func plan(_ options: ImportOptions) throws(ImportError) -> ImportedProject {
    let source = try SwiftThemeSource.open(options.from)
    var report = ImportReport(kind: kindName, source: options.from)
    var themes: [RuntimeTheme] = []
    for folder in themeFolders(options.from) {
      themes.append(try RuntimeTheme.read(folder, in: source, notes: &report.notes))
    }
    return try plan(themes, report: report, options: options)
  }

  /// The project of `themes`, read from runtime folders or packages.
  package static func plan(
    _ themes: [RuntimeTheme], report: ImportReport, options: ImportOptions
  ) throws(ImportError) -> ImportedProject {
    var report = report
    var seen = Set<String>()
    for theme in themes where !seen.insert(theme.manifest.name).inserted {
      throw ImportError(file: theme.source.path, reason: "a second theme named '\(theme.manifest.name)'")
    }
    var extras = ImportExtras()
    for theme in themes {
      let manifest = theme.manifest
      let color = manifest.color
      extras.themeColors[manifest.name] = .init(
        color: StatedColor(light: color.light, stated: AppearanceValues { color[$0] }), source: "its manifest"
      )
      extras.namedColors[manifest.name] = manifest.extraColors.mapValues { values in
        StatedColor(light: values.light, stated: AppearanceValues { values[$0] })
      }
      extras.versions[manifest.name] = manifest.version
      extras.themeFonts[manifest.name] = manifest.fonts
      for (name, asset) in manifest.assets {
        if let slice = asset.slice, extras.slices[name] == nil { extras.slices[name] = sliceEntry(slice) }
        if !asset.scales.lightHighContrast.isEmpty { extras.highContrastImages = true }
      }
    }
    let images = Set(themes.map { $0.manifest.navigationBar?.image })
    if images.count == 1, let image = images.first { extras.navigationBar = image }
    extras.glassBar = RuntimeGlassBar.recover(themes, notes: &report.notes)
    shareComponents(themes, extras: &extras)
    shareFonts(themes, extras: &extras)
    if themes.contains(where: { $0.plist != nil }) {
      extras.outputs = OutputFormat.defaults + [.swiftTheme]
      RuntimeKeyPaths.recover(themes, extras: &extras, notes: &report.notes)
    }
    extras.ownOutput = true
    return try ProjectPlanner.plan(themes.map(\.source), report: report, options: options, extras: extras)
  }

  /// Each role of each component as most themes have it goes to themepack.json (ties to
  /// the earlier theme); a theme whose role differs overrides the members that differ.
  private static func shareComponents(_ themes: [RuntimeTheme], extras: inout ImportExtras) {
    let names = Set(themes.flatMap(\.manifest.components.keys)).sorted()
    for component in names {
      let roles = Set(themes.flatMap { Array(($0.manifest.components[component] ?? [:]).keys) }).sorted()
      for role in roles {
        let values = themes.compactMap { $0.manifest.components[component]?[role] }
        var common = values[0]
        var best = 0
        for value in values where values.filter({ $0 == value }).count > best {
          best = values.filter { $0 == value }.count
          common = value
        }
        extras.components[component, default: [:]][role] = common
        for theme in themes {
          guard let own = theme.manifest.components[component]?[role], own != common else { continue }
          let override = ComponentRole(
            color: own.color == common.color ? nil : own.color, font: own.font == common.font ? nil : own.font
          )
          extras.themeComponents[theme.manifest.name, default: [:]][component, default: [:]][role] = override
        }
      }
    }
  }

  /// Fonts every theme has alike go to themepack.json; the others stay in each theme.json.
  private static func shareFonts(_ themes: [RuntimeTheme], extras: inout ImportExtras) {
    guard let first = themes.first?.manifest.fonts else { return }
    for (name, font) in first where themes.allSatisfy({ $0.manifest.fonts[name] == font }) {
      extras.fonts[name] = font
      for theme in themes { extras.themeFonts[theme.manifest.name]?[name] = nil }
    }
  }

  /// The config `slice` entry of a manifest slice (insets in points, as the config takes them).
  package static func sliceEntry(_ slice: RuntimeManifest.Slice) -> JSONValue {
    let insets = slice.insets
    return .object([
      "capInsets": .object([
        "top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom),
        "right": .number(insets.right),
      ]),
      "center": .string(slice.center.rawValue),
    ])
  }
}
