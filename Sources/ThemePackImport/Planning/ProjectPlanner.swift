import Foundation
import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Plans a project from source themes of any kind: files every theme has are assets (a
/// master and tint when `AssetFitter` finds one that reproduces every theme's file, else per
/// theme, copied as drawn), files only some themes have are copied into those themes and
/// reported; theme colours come from `ThemeColorChooser`, the nav bar from
/// `NavigationBarChoice`, and what a catalog states (`ImportExtras`) goes in as stated.
package enum ProjectPlanner {
  /// The project of `themes`; `report` already holds what reading the source found.
  package static func plan(
    _ themes: [SourceTheme], report: ImportReport, options: ImportOptions, extras: ImportExtras
  ) throws(ImportError) -> ImportedProject {
    var report = report
    var table: ColorTable?
    if let file = options.colorsFile { table = try ColorTable.read(file) }
    let names = Set(themes.flatMap(\.images.keys)).sorted()
    let common = names.filter { name in themes.allSatisfy { $0.images[name] != nil } }
    let vectors = common.filter { name in
      themes.contains { $0.images[name]?.values.contains { $0.vector != nil } == true }
    }
    let fitted = try fittedAssets(
      common.filter { !vectors.contains($0) }, themes, table: table, extras: extras, report: &report)
    let navigationBar = NavigationBarChoice.choose(
      extras.navigationBar.map { name in fitted.filter { $0.name == name } } ?? fitted,
      sliced: extras.isCatalog ? Set(extras.slices.keys) : nil,
      hasDark: { name in themes.contains { $0.darkImages[name] != nil } })
    if let navigationBar, let source = fitted.first(where: { $0.name == navigationBar.asset }) {
      report.navigationBar = navigationBar.describe(source: source)
    }

    let drawnAt = drawnScales(fitted, themes)
    // A vector is drawn at every scale, so a project holding one has them all (its PNG
    // assets drawn lower keep scales of their own).
    let vectorScale = vectors.isEmpty ? nil : ImageFileName.knownScales.max()
    let scale = min(3, [drawnAt.values.max(), vectorScale].compactMap { $0 }.max() ?? options.scale)
    var project = ImportedProject(report: report)
    for theme in themes {
      for (name, bytes) in theme.fontFiles { project.files["Themes/\(theme.name)/Fonts/\(name)"] = bytes }
    }
    var entries: [String: JSONValue] = [:]
    for asset in fitted {
      let isBar = asset.name == navigationBar?.asset && extras.slices[asset.name] == nil
      try add(
        asset, themes, navigationBar: isBar ? navigationBar : nil, extras: extras, to: &project,
        entries: &entries)
      if let slice = extras.slices[asset.name], case .object(var entry)? = entries[asset.name] {
        entry["slice"] = slice
        entries[asset.name] = .object(entry)
      }
      addScales(
        of: asset, drawnAt: drawnAt[asset.name] ?? asset.scale, project: scale, themes, &project, &entries)
    }
    for name in vectors {
      VectorAssetPlan.add(name, themes, extras: extras, to: &project, entries: &entries)
    }
    for name in names where !common.contains(name) {
      let owners = themes.filter { $0.images[name] != nil }
      project.report.partialFiles.append("\(name).png: \(owners.map(\.name).joined(separator: ", "))")
      for theme in owners { copyFiles(of: name, in: theme, to: &project) }
    }
    set("rendering", extras.renderings.filter { $0.value != .original }.mapValues(\.rawValue), in: &entries)
    set("keyPath", extras.assetKeyPaths, in: &entries)
    addThemes(themes, fitted: fitted, extras: extras, to: &project)
    let lower = fitted.filter { (drawnAt[$0.name] ?? $0.scale) < scale }.map(\.name).sorted()
    addNotes(lowerAssets: lower, scale: scale, themes, to: &project)
    project.addConfig(
      packageName: extras.packageName ?? packageName(options.from), scales: Array(1...max(1, scale)),
      navigationBar: navigationBar?.asset, assets: entries, colorKeyPath: extras.colorKeyPath,
      outputs: extras.outputs, fonts: extras.fonts, highContrastImages: extras.highContrastImages,
      components: extras.components, glassBar: extras.glassBar)
    project.addSchemas()
    return project
  }

  /// Sets `key` to each asset's value in `values` on its entry (assets with no entry are skipped).
  private static func set(_ key: String, _ values: [String: String], in entries: inout [String: JSONValue]) {
    for (name, value) in values {
      guard case .object(var entry)? = entries[name] else { continue }
      entry[key] = .string(value)
      entries[name] = .object(entry)
    }
  }

  /// The report's notes on assets drawn below the project's `scale` and on source files
  /// converted from another colour space.
  private static func addNotes(
    lowerAssets lower: [String], scale: Int, _ themes: [SourceTheme], to project: inout ImportedProject
  ) {
    if !lower.isEmpty {
      project.report.notes.append(
        "drawn below \(scale)x, so built at the scales of their own files ('scales'), never upscaled "
          + "(iOS shows the highest there is on \(scale)x screens): " + lower.joined(separator: ", "))
    }
    let profiled = themes.flatMap { $0.images.values.flatMap(\.values) }.filter(\.hasProfile).count
    if profiled > 0 {
      project.report.notes.append(
        "\(profiled) source files are in another colour space (a cICP chunk, an ICC profile, gAMA/cHRM): their "
          + "pixels were converted to sRGB as the build converts them, the theme colours read from "
          + "them included (the lint's 'color-conversion' rule names those copied as drawn)")
    }
  }

  /// The scale each asset is drawn at in every theme: the lowest of the themes' highest, so
  /// every theme can give it without upscaling and the lint asks for nothing more. The
  /// project's scales are the union of these.
  private static func drawnScales(_ fitted: [FittedAsset], _ themes: [SourceTheme]) -> [String: Int] {
    Dictionary(
      uniqueKeysWithValues: fitted.map { asset in
        (asset.name, themes.compactMap { $0.highest(asset.name)?.scale }.min() ?? asset.scale)
      })
  }

  /// Gives an asset drawn below the project's highest scale `scales` of its own (never
  /// upscaled), and notes the themes whose higher files are resampled to it.
  private static func addScales(
    of asset: FittedAsset, drawnAt own: Int, project scale: Int, _ themes: [SourceTheme],
    _ project: inout ImportedProject, _ entries: inout [String: JSONValue]
  ) {
    if own < scale, case .object(var entry)? = entries[asset.name] {
      entry["scales"] = .array((1...max(1, own)).map(JSONValue.integer))
      entries[asset.name] = .object(entry)
    }
    let higher = themes.filter { ($0.highest(asset.name)?.scale ?? 0) > own }.map(\.name)
    guard !higher.isEmpty else { return }
    project.report.notes.append(
      "'\(asset.name)' is drawn at \(own)x in some themes and higher in \(higher.joined(separator: ", ")): "
        + "built at up to \(own)x in every theme, their higher files resampled to it")
  }

  /// The assets every theme has, each decided: fitted against the colours the files are
  /// painted in, the theme colours chosen from them (into `report`), overrides for ThemePack's
  /// own output, then each fit checked against what the build will write (`checkedAgainstBuild`)
  /// and the colours of its own named.
  private static func fittedAssets(
    _ names: [String], _ themes: [SourceTheme], table: ColorTable?, extras: ImportExtras,
    report: inout ImportReport
  ) throws(ImportError) -> [FittedAsset] {
    var fitted = names.map { name in
      extras.templateAssets.contains(name)
        ? FittedAsset.template(name, in: themes) : FittedAsset.fitting(name, in: themes)
    }
    report.themeColors = try ThemeColorChooser.choose(
      themes, fitted, table: table, stated: extras.themeColors, colorSets: extras.colorSetNames,
      notes: &report.notes)
    let colors = report.themeColors.map(\.color)
    if extras.ownOutput {
      fitted = fitted.map {
        $0.fit == nil ? FittedAsset.templateWithOverrides($0, in: themes, colors: colors) ?? $0 : $0
      }
    }
    // Each file was fitted against the colour it is painted in; the build tints with the
    // theme colour, so a fit stands only when that gives back every theme's picture.
    fitted = fitted.map { $0.checkedAgainstBuild(in: themes, colors: colors) }
    nameOwnColors(&fitted, themes: themes, extras: extras)
    return fitted
  }

  /// Each theme's `theme.json`: its colour as chosen and stated, its named colours with the
  /// assets' colours of their own, fonts, version and components.
  private static func addThemes(
    _ themes: [SourceTheme], fitted: [FittedAsset], extras: ImportExtras, to project: inout ImportedProject
  ) {
    for (index, (theme, color)) in zip(themes, project.report.themeColors).enumerated() {
      var named = namedColors(of: theme.name, extras)
      for asset in fitted {
        guard let name = asset.ownColorName, let own = asset.ownColors?[index] else { continue }
        // A colour the source already has keeps its entry (its key path, its values).
        guard named[name] == nil else { continue }
        // The icon looks as drawn in dark mode too: the source had one picture.
        named[name] = .object(["value": .string(own.hexString), "dark": .string(own.hexString)])
      }
      var stated = extras.themeColors[theme.name]?.color ?? StatedColor(light: color.color)
      stated.light = color.color
      project.addTheme(
        theme.name, color: stated, colors: named,
        fonts: extras.themeFonts[theme.name] ?? [:], version: extras.versions[theme.name],
        components: extras.themeComponents[theme.name] ?? [:],
        values: extras.themeValues[theme.name] ?? SwiftThemeValues())
    }
  }

  /// Writes `asset`'s master or per-theme files, its config entry and its report line.
  private static func add(
    _ asset: FittedAsset, _ themes: [SourceTheme], navigationBar: NavigationBarChoice?,
    extras: ImportExtras, to project: inout ImportedProject, entries: inout [String: JSONValue]
  ) throws(ImportError) {
    var line = ImportReport.Asset(
      name: asset.name, tint: asset.fit?.tint, reason: asset.reason, pixelWidth: asset.width,
      pixelHeight: asset.height, scale: asset.scale, drift: [])
    for (index, theme) in themes.enumerated() {
      let color = asset.ownColors?[index] ?? project.report.themeColors[index].color
      let painted = asset.painted[index]
      var maximum = 0
      if let fit = asset.fit, !asset.overrides.contains(index) {
        var masters = asset.lowerMasters
        masters[asset.scale] = fit.master
        for (scale, master) in masters {
          guard let source = theme.images[asset.name]?[scale] else { continue }
          let built = Tinter.tint(master, color: color, mode: fit.tint)
          // A template is drawn in the tint colour whatever its own colour: only alpha counts.
          let reference =
            asset.isTemplateIntent ? Tinter.tint(source.image, color: color, mode: .template) : source.image
          maximum = max(
            maximum, PixelDifference.between(built, reference, tolerance: AssetFitter.tolerance).maximum)
        }
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
      if navigationBar == nil {
        for (scale, lower) in asset.lowerMasters {
          try project.addImage(lower, at: "Base/" + ImportedProject.imageName(asset.name, scale: scale))
        }
      }
      for index in asset.overrides {
        let theme = themes[index]
        guard let file = theme.images[asset.name]?[asset.scale] else { continue }
        project.files["Themes/\(theme.name)/" + ImportedProject.imageName(asset.name, scale: asset.scale)] =
          file.bytes
      }
      entries[asset.name] = ImportedProject.masterEntry(
        tint: fit.tint, navigationBar: navigationBar != nil, tintColor: asset.ownColorName)
    } else {
      for theme in themes { copyFiles(of: asset.name, in: theme, to: &project) }
      entries[asset.name] = ImportedProject.perThemeEntry
    }
    addDark(
      of: asset, themes, navigationBar: navigationBar != nil, extras: extras, to: &project, entries: &entries)
  }

  /// The dark rule of `asset`'s config entry and its report line: explicit dark files when
  /// every theme has them (of the light size), a retint where ThemePack's own output proves
  /// one, `same` for one picture (`onePictureDark`); a note for dark files left out.
  private static func addDark(
    of asset: FittedAsset, _ themes: [SourceTheme], navigationBar: Bool, extras: ImportExtras,
    to project: inout ImportedProject, entries: inout [String: JSONValue]
  ) {
    let darkThemes = themes.filter { $0.darkImages[asset.name] != nil }
    guard case .object(var entry)? = entries[asset.name] else { return }
    guard !darkThemes.isEmpty else {
      let dark = onePictureDark(asset, navigationBar: navigationBar)
      if dark.rule == .same, asset.fit.map({ $0.tint != .none }) == true {
        entry["dark"] = .string(DarkRule.same.rawValue)
        entries[asset.name] = .object(entry)
      }
      project.report.assets[project.report.assets.count - 1].dark = dark.text
      return
    }
    if extras.ownOutput, isRetint(asset, themes, extras) {
      project.report.assets[project.report.assets.count - 1].dark = "retint: the dark files are its retint"
      return
    }
    guard darkThemes.count == themes.count else {
      project.report.notes.append(
        "'\(asset.name)' has dark images in \(darkThemes.map(\.name).joined(separator: ", ")) only: not imported"
      )
      return
    }
    if let mismatch = DarkSizeCheck.mismatch(of: asset.name, in: themes) {
      project.report.notes.append(mismatch)
      return
    }
    project.report.assets[project.report.assets.count - 1].dark = "explicit files, as the source draws them"
    for theme in themes {
      for (scale, file) in theme.darkImages[asset.name] ?? [:] {
        project.files[
          "Themes/\(theme.name)/" + ImportedProject.imageName(asset.name, scale: scale, appearance: .dark)] =
          file.bytes
      }
    }
    entry["dark"] = .string("explicitFile")
    entries[asset.name] = .object(entry)
  }

  /// The dark rule of an asset whose source has one picture, and why: `same` (iOS shows the
  /// one picture in dark mode too), except where the source itself follows a colour that has
  /// a dark value: a template (iOS tints it in both appearances) and the nav bar (drawn in
  /// the theme colour).
  private static func onePictureDark(_ asset: FittedAsset, navigationBar: Bool) -> (
    rule: DarkRule, text: String
  ) {
    guard let fit = asset.fit, fit.tint != .none else { return (.same, "same: one picture, as drawn") }
    if asset.isTemplateIntent {
      return (
        .retint, "retint: a template, tinted in dark mode with the dark value of its colour, as iOS does"
      )
    }
    if navigationBar { return (.retint, "retint: the nav bar follows the theme colour's dark value") }
    return (.same, "same: the source has one picture, shown as drawn in dark mode too")
  }

  /// Whether every theme's dark files are what a build makes by retinting `asset`'s masters
  /// (resampled to a scale without one, as the build does) with the dark value of the colour
  /// it is tinted with: the theme's stated dark colour, or an icon's own colour, which keeps
  /// its value in dark mode (so `dark` stays at its default, `retint`).
  private static func isRetint(_ asset: FittedAsset, _ themes: [SourceTheme], _ extras: ImportExtras) -> Bool
  {
    guard let fit = asset.fit else { return false }
    var masters = asset.lowerMasters
    masters[asset.scale] = fit.master
    return themes.enumerated().allSatisfy { index, theme in
      // An override's dark files come from its own drawing, by the same rule as the source's.
      if asset.overrides.contains(index) { return true }
      guard let dark = asset.ownColors?[index] ?? extras.themeColors[theme.name]?.color[.dark],
        let files = theme.darkImages[asset.name]
      else { return false }
      return files.allSatisfy { scale, file in
        let master = masters[scale] ?? Resampler.resize(fit.master, fromScale: asset.scale, toScale: scale)
        guard master.width == file.image.width, master.height == file.image.height else { return false }
        let built = Tinter.tint(master, color: dark, mode: fit.tint)
        return PixelDifference.between(built, file.image, tolerance: 0).maximum == 0
      }
    }
  }

  /// Copies every scale's file of `asset` in `theme` into the theme's folder, as drawn.
  private static func copyFiles(of asset: String, in theme: SourceTheme, to project: inout ImportedProject) {
    for file in (theme.images[asset] ?? [:]).values {
      project.files["Themes/\(theme.name)/" + file.fileName(asset: asset)] = file.bytes
    }
  }

  /// The package name of a project imported from `path`: its last part without the file
  /// extension of what was given (`Blue.zip` → `Blue`, `App.xcassets` → `App`), dots as `_`.
  package static func packageName(_ path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? ""
    for suffix in [".zip", ".xcassets", ".plist", ".json"] where name.lowercased().hasSuffix(suffix) {
      name.removeLast(suffix.count)
    }
    return SourceName.valid(name.replacingOccurrences(of: ".", with: "_"), fallback: "themes")
  }
}
