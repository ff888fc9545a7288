import ThemePackImaging

/// One required asset: where it comes from and how it becomes each theme's image.
package struct AssetSpec: Sendable, Hashable {
  /// The asset name, `[A-Za-z0-9_-]+`; files are `<name>.png`, `<name>@2x.png`…
  package var name: String
  package var source: AssetSource
  /// How the light image takes the theme colour. For per-theme assets and overrides the
  /// theme's file is drawn by hand; the build applies `tint` to masters.
  package var tint: TintMode
  /// Cap insets and centre mode when the image is resizable.
  package var slice: SliceSpec?
  package var dark: DarkRule
  /// Whether hand-made files of this asset (overrides, per-theme files) are drawn in the
  /// theme colour, so the lint checks their dominant colour against it.
  package var themeColored: Bool
  /// The asset's SwiftTheme key path (`keyPath`), nil for the default `Images.<name>`.
  package var keyPath: String?
  /// The colour a master is tinted with (`tintColor`): the name of a colour every theme has
  /// (`colors` in `theme.json`), so an icon drawn in a colour of its own stays themable; nil
  /// for the theme colour.
  package var tintColor: String?
  /// The scales this asset is built at (`scales`), a part of the project's, when its sources
  /// are drawn below the project's highest scale: iOS falls back to the highest one there is,
  /// and nothing is upscaled. Nil for the project's scales.
  package var scales: [Int]? = nil
  /// How iOS draws the built images (`rendering`): `original` by default (the theme's
  /// colours are in the pixels); `automatic` and `template` as an imported catalog stated.
  package var rendering: AssetRendering = .original

  /// The scales the asset is built at, given the project's.
  package func scales(in projectScales: [Int]) -> [Int] { scales ?? projectScales }

  package init(
    name: String, source: AssetSource, tint: TintMode, slice: SliceSpec? = nil, dark: DarkRule,
    themeColored: Bool, keyPath: String? = nil, tintColor: String? = nil
  ) {
    self.keyPath = keyPath
    self.tintColor = tintColor
    self.name = name
    self.source = source
    self.tint = tint
    self.slice = slice
    self.dark = dark
    self.themeColored = themeColored
  }

  /// Whether the asset has a master in `Base/`.
  package var isMaster: Bool {
    if case .master = source { return true }
    return false
  }
}
