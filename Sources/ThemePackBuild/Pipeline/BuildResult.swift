import ThemePackImaging
import ThemePackLint
import ThemePackProject

/// Everything a build produced: the report to print, the lint it ran, and per theme what
/// was written.
public struct BuildResult: Sendable {
  public var report: BuildReport
  /// The lint run before building (warnings only, or it would have stopped the build).
  public var lint: LintReport
  public var themes: [BuiltTheme]
  /// The project's package name (`themepack.json`'s `packageName`).
  public var packageName: String
  /// The scales built, ascending.
  public var scales: [Int]
  /// The dark background the dark colours were chosen against.
  public var darkBackground: RGBA8
  /// The config's navigation-bar asset, if any.
  public var navigationBar: String?
  /// The asset catalog folder that was written, relative to the output folder.
  public var catalogFolder: String
  /// The folders the build's layouts write, relative to the output folder, in layout order
  /// (`themes`, `<package>.xcassets` …), then `icons` when the build wrote app icons.
  public var writtenFolders: [String]
  /// The output formats written, in layout order.
  public var formats: [OutputFormat]
  /// The themes whose app icons this build drew, in project order (the others' were up to
  /// date and left as they were).
  public var drawnAppIcons: [String] = []
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
