import Foundation

/// Imports a folder of hand-painted theme folders (the iBus shape: one folder per theme,
/// the same file names in each) as a project.
///
/// Files every theme has are assets: a master and tint when `AssetFitter` finds one that
/// reproduces every theme's file, else per theme (copied as drawn). Files only some themes
/// have are copied into those themes and reported. Theme colours come from `ThemeColorChooser`,
/// the nav bar from `NavigationBarChoice`.
package enum ThemeFolderImporter: InitSource {
  package static let kindName = "theme folders"

  /// Anything that is not a file: a folder of theme folders, or a path that does not exist
  /// (refused by `plan`, naming it). Asked last.
  package static func reads(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) || isFolder.boolValue
  }

  package static func plan(_ options: ImportOptions) throws(ImportError) -> ImportedProject {
    let scan = try ThemeFolderScanner(root: options.from, defaultScale: options.scale).scan()
    var report = ImportReport(kind: kindName, source: options.from)
    report.notes += scan.renamed.map { "renamed '\($0.from)' to '\($0.to)'" }
    report.notes += scan.skipped.map { "skipped \($0)" }
    return try ProjectPlanner.plan(scan.themes, report: report, options: options, extras: ImportExtras())
  }
}
