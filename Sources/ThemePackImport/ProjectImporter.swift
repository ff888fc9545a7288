import Foundation
import ThemePackCatalog

/// `themepack init`: makes a complete ThemePack project from what a team already has.
///
/// The kind of source is detected: an Xcode asset catalog (`CatalogImporter`), ThemePack's own
/// theme packages, a zip or a folder of them (`PackageImporter`), its runtime theme folders,
/// known by their `manifest.json` (`RuntimeThemeImporter`), design tokens: a `.json` file, a
/// Tokens Studio folder or Figma's mode files (`TokensImporter`, before SwiftTheme, which would
/// take any folder with a `.json` file), SwiftTheme theme files in a folder or a zip
/// (`SwiftThemeImporter`), else a folder of hand-painted theme folders
/// (`ThemeFolderImporter`). The project is planned in memory first (every decision in its
/// `ImportReport`), then written through a staging folder renamed into place; a non-empty
/// destination is refused unless `force`.
public enum ProjectImporter {
  /// The scales a `--scale` may name.
  public static let scales = 1...3

  /// The project `options` describe, in memory; nothing is written.
  public static func plan(_ options: ImportOptions) throws(ImportError) -> ImportedProject {
    guard scales.contains(options.scale) else {
      throw ImportError(file: options.from, reason: "invalid scale \(options.scale): expected 1, 2 or 3")
    }
    if CatalogContents.isCatalog(options.from) { return try CatalogImporter.plan(options) }
    if PackageImporter.isPackages(options.from) { return try PackageImporter.plan(options) }
    if RuntimeThemeImporter.isRuntimeThemes(options.from) { return try RuntimeThemeImporter.plan(options) }
    if let layout = TokensSourceLayout.kind(of: options.from) {
      return try TokensImporter.plan(options, layout: layout)
    }
    if SwiftThemeSource.isSwiftTheme(options.from) { return try SwiftThemeImporter.plan(options) }
    if let unread = unreadFile(options.from) { throw unread }
    return try ThemeFolderImporter.plan(options)
  }

  /// The error for a `--from` that is a file no importer reads (only folders remain, as theme
  /// folders), naming what is read; nil for a folder.
  private static func unreadFile(_ path: String) -> ImportError? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
      return nil
    }
    let json5 = path.lowercased().hasSuffix(".json5")
    return ImportError(
      file: path,
      reason: (json5 ? "JSON5 (as Style Dictionary writes it) is not read: convert it to JSON; " : "")
        + "init reads an asset catalog, a theme package or SwiftTheme .zip, a design tokens .json, "
        + "a SwiftTheme or tokens folder, or a folder of theme folders")
  }

  /// Plans the project and writes it into `options.into`; returns the report.
  public static func run(_ options: ImportOptions) throws(ImportError) -> ImportReport {
    try ProjectFolderWriter.checkDestination(options.into, force: options.force)
    let project = try plan(options)
    try ProjectFolderWriter.write(project, into: options.into, force: options.force)
    return project.report
  }
}
