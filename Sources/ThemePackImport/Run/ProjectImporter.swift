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
package enum ProjectImporter {
  /// The scales a `--scale` may name.
  package static let scales = 1...3

  /// The project `options` describe, in memory; nothing is written.
  package static func plan(_ options: ImportOptions) throws(ImportError) -> ImportedProject {
    guard scales.contains(options.scale) else {
      throw ImportError(file: options.from, reason: "invalid scale \(options.scale): expected 1, 2 or 3")
    }
    guard let source = sources.first(where: { $0.reads(options.from) }) else {
      throw unreadFile(options.from)
    }
    return try source.plan(options)
  }

  /// Every kind of source, in the order they are asked: the first that reads a path plans
  /// the project. Design tokens come before SwiftTheme, which would take any folder with a
  /// `.json` file; theme folders, which take any folder, come last.
  package static let sources: [any InitSource.Type] = [
    CatalogImporter.self, PackageImporter.self, RuntimeThemeImporter.self, TokensImporter.self,
    SwiftThemeImporter.self, ThemeFolderImporter.self,
  ]

  /// The error for a `--from` that is a file no source reads, naming what is read.
  private static func unreadFile(_ path: String) -> ImportError {
    let json5 = path.lowercased().hasSuffix(".json5")
    return ImportError(
      file: path,
      reason: (json5 ? "JSON5 (as Style Dictionary writes it) is not read: convert it to JSON; " : "")
        + "init reads an asset catalog, a theme package or SwiftTheme .zip, a design tokens .json, "
        + "a SwiftTheme or tokens folder, or a folder of theme folders")
  }

  /// Plans the project and writes it into `options.into`; returns the report.
  package static func run(_ options: ImportOptions) throws(ImportError) -> ImportReport {
    try ProjectFolderWriter.checkDestination(options.into, force: options.force)
    let project = try plan(options)
    try ProjectFolderWriter.write(project, into: options.into, force: options.force)
    return project.report
  }
}
