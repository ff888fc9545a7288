import Foundation
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackLint
import ThemePackProject
import ThemePackSupport

/// `themepack preview`: lints and plans the project (plus any hypothetical colours),
/// renders every theme's images in memory, and draws `<output>/preview/` from them.
package enum ProjectPreview {
  /// What a preview run produced.
  package struct Result: Sendable {
    /// The lint run first (warnings only, or the preview would have stopped).
    package var lint: LintReport
    /// The themes previewed, hypothetical ones last.
    package var themes: [String]
    /// Each theme's colour, in the order of `themes`.
    package var colors: [ThemeRGBA]
    /// The hypothetical themes among `themes` (`--try-color`).
    package var hypotheticalThemes: [String]
    /// `<output>/preview`.
    package var folder: String
    /// Files written, relative to `folder`.
    package var files: [String]
  }

  /// The preview folder's name inside the output folder.
  package static let folderName = "preview"

  /// Renders the preview. `options.outputPath` receives only `preview/` (swapped in
  /// whole); `themes/`, the catalog, the cache and packages are untouched. Its images are
  /// compressed with `options.encoding`.
  ///
  /// `linkingUnchanged` makes files the old folder has byte for byte hard links to them
  /// (`PreviewOutput.write(toFolder:linkingUnchanged:)`). `triedFrom` names the theme each
  /// hypothetical colour was tried from (the live preview's colour inputs): that hypothetical
  /// theme gets the theme's other colours and their pairs (`based(on:in:triedFrom:)`), so it is drawn with
  /// its bar title and contrast badges as the theme is.
  package static func render(
    _ options: BuildOptions, linkingUnchanged: Bool = false,
    triedFrom: [(color: ThemeRGBA, theme: String)] = []
  ) throws -> Result {
    var planned = options
    planned.useCache = false
    let (project, lint) = try Builder.lintedProject(planned, keepsImageFacts: false)
    let plan = try BuildPlanner.plan(project, options: planned, target: .none)
    let units = try PreviewUnit.renderAll(plan)
    // Each theme's app icon drawn as the build draws it (1024 px, then resampled), on `jobs` threads.
    let icons = ParallelWork.map(count: plan.themes.count, jobs: options.jobs) { index in
      AppIconTile.drawn(plan.themes[index].theme, in: plan.project)
    }
    let input = previewInput(for: plan, units: units, lint: lint, triedFrom: triedFrom, icons: icons)
    let rendered = try PreviewRenderer.render(input, encoding: options.encoding, jobs: options.jobs)
    let folder = InstallTarget(options).path(folderName)
    try rendered.write(toFolder: folder, linkingUnchanged: linkingUnchanged)
    return Result(
      lint: lint, themes: plan.themes.map(\.name), colors: plan.themes.map(\.theme.color),
      hypotheticalThemes: plan.themes.filter(\.isHypothetical).map(\.name), folder: folder,
      files: rendered.files.keys.sorted())
  }

  /// The renderer's input: every planned theme, its images and slices, its app icon
  /// (`icons`, in the order of the plan's themes, drawn here when not given), its font files,
  /// and the lint findings placed next to the asset they name.
  package static func previewInput(
    for plan: BuildPlan, units: UnitGrid<PreviewUnit?>, lint: LintReport,
    triedFrom: [(color: ThemeRGBA, theme: String)] = [], icons: [AppIconTile?]? = nil
  ) -> PreviewInput {
    let config = plan.project.config
    let themes = plan.themes.indices.map { index in
      let theme = plan.themes[index]
      let assets = units.ofTheme(index).compactMap { $0 }
      let findings = lint.findings.filter { $0.theme == theme.name }
      let tried = based(on: theme, in: plan.project, triedFrom: triedFrom)
      var preview = PreviewTheme(
        name: theme.name, isHypothetical: theme.isHypothetical, color: theme.theme.color,
        darkColor: theme.darkColor, assets: assets.map(previewAsset),
        findings: findings.map { PreviewFinding($0, asset: assetName(of: $0, in: assets.map(\.asset))) },
        colors: tried?.colors ?? plan.project.colors(of: theme.theme), fonts: theme.theme.fonts,
        components: theme.theme.components)
      preview.basedOn = tried?.theme
      preview.appIcon = icons.map { $0[index] } ?? AppIconTile.drawn(theme.theme, in: plan.project)
      preview.fontFiles = PreviewFontFile.read(theme.theme, in: plan.project)
      preview.sampleText = PreviewFontFile.sampleText(of: theme.theme, in: plan.project)
      return preview
    }
    return PreviewInput(
      title: config.packageName, scales: config.scales, darkBackground: config.dark.background,
      themes: themes,
      navigationBar: config.navigationBar.map {
        PreviewNavigationBar(asset: $0, titleColor: config.navigationBarTitleColor)
      },
      findings: lint.findings.filter { $0.theme == nil }.map { PreviewFinding($0, asset: nil) },
      glassBar: config.navigationBarGlass)
  }

  /// The theme hypothetical theme `plan`'s colour was tried from (`triedFrom`) and the
  /// colours it is drawn with: that theme's colours and pairs with the tried colour as the
  /// theme colour (its dark and high-contrast values derived, as a hypothetical theme's are);
  /// nil for any other theme.
  package static func based(
    on plan: ThemePlan, in project: ThemeProject, triedFrom: [(color: ThemeRGBA, theme: String)]
  ) -> (theme: String, colors: ThemeColors)? {
    guard plan.isHypothetical, let tried = triedFrom.last(where: { $0.color == plan.theme.color }),
      var based = project.themes.first(where: { $0.name == tried.theme })
    else { return nil }
    based.name = plan.name
    based.color = plan.theme.color
    based.darkColor = nil
    based.themeColorValues = [:]
    return (tried.theme, project.colors(of: based))
  }

  /// One asset as the page shows it: at its whole size in points when it is sliced.
  package static func previewAsset(_ unit: PreviewUnit) -> PreviewAsset {
    let asset = unit.asset
    let highest = asset.scales.light.max() ?? 1
    let whole = unit.unsliced
    return PreviewAsset(
      name: asset.name,
      pointWidth: whole.map { Double($0.width) / Double(highest) } ?? asset.pointWidth,
      pointHeight: whole.map { Double($0.height) / Double(highest) } ?? asset.pointHeight,
      rendering: asset.drawnAs, images: unit.images,
      slice: asset.slice.map { spec in
        PreviewSlice(pixelInsets: asset.resizing.mapValues(\.capInsets), center: spec.center)
      },
      master: whole)
  }

  /// The asset a finding's file belongs to, when its file name names one of `assets`.
  package static func assetName(of finding: Finding, in assets: [BuiltAsset]) -> String? {
    let name = (finding.file as NSString).lastPathComponent
    guard let parsed = ImageFileName(parsing: name) else { return nil }
    return assets.contains { $0.name == parsed.asset } ? parsed.asset : nil
  }
}
