import ThemePackArchive
import ThemePackImaging

/// A loaded, usable theme project: the config, the masters and every theme.
package struct ThemeProject: Sendable, Hashable {
  /// The assets folder as the user gave it (without a trailing slash).
  package var assetsPath: String
  package var layout: ProjectLayout
  package var config: ProjectConfig
  /// `Base/` (empty for a plain folder).
  package var base: ImageFolder
  /// Every theme, sorted by name.
  package var themes: [Theme]

  package init(
    assetsPath: String, layout: ProjectLayout, config: ProjectConfig, base: ImageFolder, themes: [Theme]
  ) {
    self.assetsPath = assetsPath
    self.layout = layout
    self.config = config
    self.base = base
    self.themes = themes
  }

  /// Reads the project's files (masters, theme images) without leaving the project folder:
  /// symbolic links that lead outside it or loop are refused (see `ProjectReader`).
  package var reader: ProjectReader { ProjectReader(root: assetsPath) }

  /// Loads the assets folder at `assetsPath`: `themepack.json`, `Base/` and
  /// `Themes/<name>/`, or, without a config, a plain folder of theme folders.
  /// Never throws: every problem is a finding.
  package static func load(assetsPath: String) -> ProjectLoadResult {
    ProjectLoader.load(assetsPath: assetsPath)
  }

  /// The light file the build starts from for `asset` in `theme`: the theme's own
  /// highest-scale file when it has one (an override, or a per-theme asset's file), else
  /// the master. Nil when neither exists.
  package func lightSource(of asset: AssetSpec, in theme: Theme) -> ResolvedImage? {
    if let own = theme.overrides[asset.name]?.max(by: { $0.key < $1.key }) {
      return ResolvedImage(path: own.value, scale: own.key, origin: .theme)
    }
    guard asset.isMaster, let master = base.highestImage(of: asset.name) else { return nil }
    return ResolvedImage(path: master.path, scale: master.scale, origin: .master)
  }

  /// The hand-made dark file for an `.explicitFile` asset: the theme's own, else the one in
  /// `Base/`. Nil when neither exists.
  package func darkSource(of asset: AssetSpec, in theme: Theme) -> ResolvedImage? {
    if let own = theme.darkFiles[asset.name]?.max(by: { $0.key < $1.key }) {
      return ResolvedImage(path: own.value, scale: own.key, origin: .theme)
    }
    guard let master = base.highestDarkImage(of: asset.name) else { return nil }
    return ResolvedImage(path: master.path, scale: master.scale, origin: .master)
  }

  /// The theme's dark colour: the declared one, else derived from its colour for the
  /// project's dark background and minimum contrast (`colors(of:)`).
  package func darkColor(of theme: Theme) -> ThemeRGBA {
    colors(of: theme).themeColor.dark
  }

  /// Every colour of `theme` in the four appearances, and every pair checked
  /// (`ThemeColorSolver`): light backgrounds are white, dark ones `dark.background`.
  package func colors(of theme: Theme) -> ThemeColors {
    ThemeColorSolver.solve(
      theme.roles(minimumContrast: config.dark.minimumContrast), backgrounds: backgrounds)
  }

  /// The background of each appearance: white in light, `dark.background` in dark.
  package var backgrounds: AppearanceValues<ThemeRGBA> {
    let white = ThemeRGBA(red: 255, green: 255, blue: 255)
    let dark = config.dark.background
    return AppearanceValues { $0.isDark ? dark : white }
  }
}
