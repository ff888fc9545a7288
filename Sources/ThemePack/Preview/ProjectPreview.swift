import Foundation

/// `themepack preview`: builds the project (plus any hypothetical colours) in a scratch
/// folder, keeping the images in memory, and renders `<output>/preview/` from them.
public enum ProjectPreview {
  /// What a preview run produced.
  public struct Result: Sendable {
    public var build: BuildResult
    /// `<output>/preview`.
    public var folder: String
    /// Files written, relative to `folder`.
    public var files: [String]
  }

  /// The preview folder's name inside the output folder.
  public static let folderName = "preview"

  /// Builds and renders the preview. `options.outputPath` receives only `preview/`; the
  /// build itself runs in a scratch folder that is removed afterwards, so `themes/`,
  /// the catalog and packages are untouched.
  public static func render(_ options: BuildOptions) throws -> Result {
    let output = (options.outputPath as NSString).standardizingPath
    ScratchFolder.removeAbandoned(in: output, kind: "preview-build")
    let scratch = ScratchFolder.path(in: output, kind: "preview-build")
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var buildOptions = options
    buildOptions.outputPath = scratch
    buildOptions.useCache = false
    let build = try Builder.build(buildOptions, retainImages: true)
    let input = previewInput(for: build, options: options)
    let rendered = try PreviewRenderer.render(input)
    let folder = output + "/" + folderName
    try rendered.write(toFolder: folder)
    return Result(build: build, folder: folder, files: rendered.files.keys.sorted())
  }

  /// The renderer's input: every built theme, its images and slices, and the lint
  /// findings placed next to the asset they name.
  static func previewInput(for build: BuildResult, options: BuildOptions) -> PreviewInput {
    let themes = build.themes.map { theme in
      let findings = build.lint.findings.filter { $0.theme == theme.name }
      let assets = theme.assets.map { asset in
        var images: [Int: PreviewImagePair] = [:]
        for (scale, light) in asset.lightImages {
          images[scale] = PreviewImagePair(light: light, dark: asset.darkImages[scale])
        }
        let highest = asset.scales.max() ?? 1
        let whole = asset.unslicedLight
        return PreviewAsset(
          name: asset.name,
          pointWidth: whole.map { Double($0.width) / Double(highest) } ?? asset.pointWidth,
          pointHeight: whole.map { Double($0.height) / Double(highest) } ?? asset.pointHeight,
          images: images,
          slice: asset.slice.map { spec in
            PreviewSlice(pixelInsets: asset.resizing.mapValues(\.capInsets), center: spec.center)
          },
          master: whole)
      }
      return PreviewTheme(
        name: theme.name, isHypothetical: theme.isHypothetical, color: theme.color,
        darkColor: theme.darkColor, assets: assets,
        findings: findings.map { PreviewFinding($0, asset: assetName(of: $0, in: theme)) })
    }
    return PreviewInput(
      title: build.packageName, scales: build.scales, darkBackground: build.darkBackground,
      themes: themes, navigationBar: build.navigationBar.map { PreviewNavigationBar(asset: $0) },
      findings: build.lint.findings.filter { $0.theme == nil }.map { PreviewFinding($0, asset: nil) })
  }

  /// The asset a finding's file belongs to, when its file name names one of the theme's assets.
  static func assetName(of finding: Finding, in theme: BuiltTheme) -> String? {
    let name = (finding.file as NSString).lastPathComponent
    guard let parsed = ImageFileName(parsing: name) else { return nil }
    return theme.assets.contains { $0.name == parsed.asset } ? parsed.asset : nil
  }
}
