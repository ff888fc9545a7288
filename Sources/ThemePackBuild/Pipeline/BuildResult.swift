import ThemePackArchive
import ThemePackImaging
import ThemePackLint
import ThemePackProject

/// Everything a build produced: the report to print, the lint it ran, and per theme what
/// was written.
package struct BuildResult: Sendable {
  package var report: BuildReport
  /// The lint run before building (warnings only, or it would have stopped the build).
  package var lint: LintReport
  package var themes: [BuiltTheme]
  /// The project's package name (`themepack.json`'s `packageName`).
  package var packageName: String
  /// The scales built, ascending.
  package var scales: [Int]
  /// The dark background the dark colours were chosen against.
  package var darkBackground: ThemeRGBA
  /// The config's navigation-bar asset, if any.
  package var navigationBar: String?
  /// The asset catalog folder that was written, relative to the output folder.
  package var catalogFolder: String
  /// The folders the build's layouts write, relative to the output folder, in layout order
  /// (`themes`, `<package>.xcassets` …), then `icons` when the build wrote app icons.
  package var writtenFolders: [String]
  /// The output formats written, in layout order.
  package var formats: [OutputFormat]
  /// The themes whose app icons this build drew, in project order (the others' were up to
  /// date and left as they were).
  package var drawnAppIcons: [String] = []
  /// The folders the build wrote into.
  package var target: InstallTarget
}

extension BuildResult {
  package init(
    report: BuildReport, lint: LintReport, themes: [BuiltTheme], config: ProjectConfig,
    layouts: [any OutputLayout], formats: [OutputFormat], target: InstallTarget
  ) {
    self.init(
      report: report, lint: lint, themes: themes, packageName: config.packageName, scales: config.scales,
      darkBackground: config.dark.background, navigationBar: config.navigationBar,
      catalogFolder: AssetCatalogLayout(packageName: config.packageName).folder,
      writtenFolders: layouts.map(\.rootFolder), formats: formats, target: target)
  }
}
