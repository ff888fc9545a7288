import Foundation
import ThemePackSupport

/// Swaps what the build staged into the output folder: each layout's folder of every
/// theme being installed (`StagingFolder`, one rename each), then the shared files, and
/// on a build of the whole project removes the folders of themes that are gone and (unless
/// it is a shard) those of formats it no longer writes (`OutputFormatRecord`).
package enum Installer {
  /// Installs the staged themes of `plan`. Nothing of a theme changes until its folders
  /// are swapped in, so a failure before leaves the previous output intact.
  package static func install(_ plan: BuildPlan, staging: String, layouts: [any OutputLayout])
    throws(BuildError)
  {
    let output = plan.target.output
    let names = plan.themes.map(\.name)
    let parents = Set(layouts.flatMap { layout in names.map { parent(of: layout.themeFolder(of: $0)) } })
    try makeFolders(parents.sorted().map { output + "/" + $0 })
    var shared: [OutputFile] = []
    for layout in layouts { shared += try layout.sharedFiles() }
    do throws(FileError) {
      for index in plan.installing {
        for layout in layouts {
          let folder = layout.themeFolder(of: names[index])
          try StagingFolder(destination: output + "/" + folder, path: staging + "/" + folder).commit()
        }
      }
      for file in shared {
        try StagingFolder(destination: output + "/" + file.path, path: staging + "/" + file.path).commit()
      }
    } catch {
      throw .output(error)
    }
    guard plan.isFullBuild, let theme = names.first else { return }
    try removeStaleThemes(keeping: names, layouts: layouts, output: output)
    guard plan.options.shard == nil else { return }
    let record = try OutputFormatRecord(layouts: layouts, theme: theme)
    do throws(FileError) {
      try record.replace(OutputFormatRecord.load(in: output), in: output)
    } catch {
      throw .output(error)
    }
  }

  /// Removes, beside the theme folders of `themes`, every entry that is neither one of
  /// them nor a layout's shared file.
  package static func removeStaleThemes(
    keeping themes: [String], layouts: [any OutputLayout], output: String
  ) throws(BuildError) {
    guard !themes.isEmpty else { return }
    var kept = layouts.flatMap { layout in themes.map { layout.themeFolder(of: $0) } }
    for layout in layouts { kept += ((try? layout.sharedFiles()) ?? []).map(\.path) }
    do throws(FileError) {
      try removeEntries(besides: kept, in: output)
    } catch {
      throw .output(error)
    }
  }

  /// Removes from each folder that holds one of `kept` (paths relative to `output`) every
  /// entry that is not in `kept`.
  package static func removeEntries(besides kept: [String], in output: String) throws(FileError) {
    var names: [String: Set<String>] = [:]
    for path in kept {
      names[parent(of: path), default: []].insert((path as NSString).lastPathComponent)
    }
    for parent in names.keys.sorted() {
      let folder = output + "/" + parent
      let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in present.sorted() where !names[parent, default: []].contains(name) {
        do {
          try FileManager.default.removeItem(atPath: folder + "/" + name)
        } catch {
          throw FileError(path: folder + "/" + name, operation: .remove, reason: FileError.reason(of: error))
        }
      }
    }
  }

  /// Records each installed theme's files, once they are in place, so the next build can
  /// leave the theme there (`InstalledThemeRecord`, with `InstalledThemeInputs` beside).
  /// `assets` are the units' built assets, in plan order.
  package static func recordInstalledThemes(of plan: BuildPlan, assets: UnitGrid<BuiltAsset?>) {
    guard let cache = plan.cache else { return }
    for index in plan.installing where !plan.themes[index].isHypothetical {
      let theme = plan.themes[index]
      guard let key = theme.outputKey,
        let files = InstalledFileScan.digest(plan.target.themeFolders(theme.name), in: plan.target.output)
      else { continue }
      var units: [String: InstalledThemeRecord.UnitRecord] = [:]
      var inputs: [String: [String]] = [:]
      for unit in plan.units(ofTheme: index) {
        let entry = FileStamp.of(cache.entryFolder(unit.key) + "/" + BuildCache.entryFile)
        let asset = assets[asset: unit.assetIndex, theme: index]
        units[unit.spec.name] = .init(key: unit.key, entry: entry, asset: asset)
        inputs[unit.spec.name] = unit.inputLines
      }
      let path = InstalledThemeRecord.path(
        cacheFolder: cache.folder, output: plan.target.output, theme: theme.name)
      InstalledThemeInputs(units: inputs).save(besideRecord: path)
      InstalledThemeRecord(key: key, files: files, units: units).save(to: path)
    }
  }

  /// Makes each folder and its parents.
  package static func makeFolders(_ paths: [String]) throws(BuildError) {
    do throws(FileError) {
      for path in paths { try makeFolder(path) }
    } catch {
      throw .output(error)
    }
  }

  /// Makes the folder at `path` and its parents (`FolderMaker`).
  package static func makeFolder(_ path: String) throws(FileError) {
    try FolderMaker.make(path)
  }

  private static func parent(of path: String) -> String {
    (path as NSString).deletingLastPathComponent
  }
}
