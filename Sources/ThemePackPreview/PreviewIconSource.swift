import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// A theme's app icon as the build draws it, for the preview: its name and its looks
/// (`AppIconRenderer.looks`, drawn at the build's 1024 px and resampled to the page's tile),
/// or why it cannot be drawn.
public struct PreviewIconSource: Sendable, Equatable {
  /// The icon's name in the app (`AppIcon-<theme>` unless the project names it).
  public var name: String
  /// The any, dark and tinted looks at `PreviewAppIcon.pixelSide`; nil when `problem` says why not.
  package var looks: AppIconLooks?
  /// Why the icon cannot be drawn (the build's error for it, one line); nil when it can.
  public var problem: String?
  /// The SHA-256 of the pixels of the any, dark and tinted looks as the build draws them (at
  /// 1024 px, before resampling), in that order: what `diff` compares. Empty with `problem`.
  package var digests: [String] = []

  package init(name: String, looks: AppIconLooks?, problem: String? = nil) {
    self.name = name
    self.looks = looks
    self.problem = problem
  }
}

extension PreviewIconSource {
  /// `theme`'s icon drawn as the build draws it (`AppIconRenderer`, at
  /// `AppIconCatalogFiles.side`) and resampled to the page's tile; a problem instead of
  /// looks when a file cannot be read or drawn; nil when the theme has no icon.
  package static func drawn(_ theme: Theme, in project: ThemeProject) -> PreviewIconSource? {
    guard let spec = theme.appIcon else { return nil }
    let name = spec.name(in: theme.name)
    do {
      let renderer = try AppIconRenderer(project: project, theme: theme, spec: spec)
      let built = try renderer.looks(side: AppIconCatalogFiles.side)
      let side = PreviewAppIcon.pixelSide
      func small(_ image: RGBAImage) -> RGBAImage { Resampler.resize(image, width: side, height: side) }
      let digests = [built.any, built.dark, built.tinted].map { SHA256.hex(of: $0.pixels) }
      var looks = built
      looks.any = small(built.any)
      looks.dark = small(built.dark)
      looks.tinted = small(built.tinted)
      var source = PreviewIconSource(name: name, looks: looks)
      source.digests = digests
      return source
    } catch {
      return PreviewIconSource(name: name, looks: nil, problem: "\(error.file): \(error.reason)")
    }
  }
}
