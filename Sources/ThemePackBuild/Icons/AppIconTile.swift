import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// A theme's app icon as the build's renderer draws it for a Home Screen tile (the preview's
/// page, `diff`'s report): its name and its looks at the tile's size (`drawn`), or why it
/// cannot be drawn.
package struct AppIconTile: Sendable, Equatable {
  /// The pixels of a tile's side: 60 points drawn at 2x.
  package static let pixelSide = 120

  /// The icon's name in the app (`AppIcon-<theme>` unless the project names it).
  package var name: String
  /// The any, dark and tinted looks at `AppIconTile.pixelSide`; nil when `problem` says why not.
  package var looks: AppIconLooks?
  /// Why the icon cannot be drawn (the build's error for it, one line); nil when it can.
  package var problem: String?
  /// The SHA-256 of the pixels of the any, dark and tinted looks as the build draws them (at
  /// 1024 px, before resampling), in that order: what `diff` compares. Empty with `problem`,
  /// and unless asked for (`drawn(_:in:digests:)`).
  package var digests: [String] = []

  package init(name: String, looks: AppIconLooks?, problem: String? = nil) {
    self.name = name
    self.looks = looks
    self.problem = problem
  }
}

extension AppIconTile {
  /// `theme`'s icon drawn by the build's renderer (`AppIconRenderer`: the same artwork, tint,
  /// background and rules for the dark and tinted looks) straight at the page's tile
  /// (`AppIconTile.pixelSide`), as the lint draws icons at 128 px: drawing the build's
  /// 1024 px and resampling took seconds per theme in a debug build, every render of the live
  /// preview. With `digests` (what `diff` compares), the looks are drawn at the build's 1024
  /// px as the appiconset holds them, hashed, and resampled to the tile. A problem instead of
  /// looks when a file cannot be read or drawn; nil when the theme has no icon.
  package static func drawn(_ theme: Theme, in project: ThemeProject, digests: Bool = false)
    -> AppIconTile?
  {
    guard let spec = theme.appIcon else { return nil }
    let name = spec.name(in: theme.name)
    let side = AppIconTile.pixelSide
    do {
      let renderer = try AppIconRenderer(project: project, theme: theme, spec: spec)
      guard digests else { return AppIconTile(name: name, looks: try renderer.looks(side: side)) }
      let built = try renderer.looks(side: AppIconCatalogFiles.side)
      func small(_ image: RGBAImage) -> RGBAImage { Resampler.resize(image, width: side, height: side) }
      var looks = built
      looks.any = small(built.any)
      looks.dark = small(built.dark)
      looks.tinted = small(built.tinted)
      var source = AppIconTile(name: name, looks: looks)
      source.digests = [built.any, built.dark, built.tinted].map { SHA256.hex(of: $0.pixels) }
      return source
    } catch {
      return AppIconTile(name: name, looks: nil, problem: "\(error.file): \(error.reason)")
    }
  }
}
