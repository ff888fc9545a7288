import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject

/// One theme as the preview shows it.
package struct PreviewTheme: Sendable, Equatable {
  /// The theme's name (its folder name, or a made-up one for a hypothetical theme).
  package var name: String
  /// Whether the theme was made up from the masters for `--try-color` and exists nowhere in
  /// the assets; the page marks it.
  package var isHypothetical: Bool
  /// The theme a hypothetical colour was tried from (the live preview's colour input), whose
  /// other colours and pairs it is drawn with; nil otherwise.
  package var basedOn: String? = nil
  /// The light theme colour.
  package var color: ThemeRGBA
  /// The dark theme colour, declared or derived.
  package var darkColor: ThemeRGBA
  /// The theme's built assets, in the order the page shows them. An asset the theme lacks is
  /// left out; the page shows it as missing in the row of that asset.
  package var assets: [PreviewAsset]
  /// Lint findings about this theme; those naming an asset are shown next to it.
  package var findings: [PreviewFinding]
  /// Every colour in the four appearances with its pairs checked (`ThemeProject.colors(of:)`);
  /// nil shows only the theme colour and dark colour.
  package var colors: ThemeColors?
  /// The theme's fonts by name (`Theme.fonts`); the page shows a sample of each.
  package var fonts: [String: FontSpec]
  /// The theme's components by name, overrides applied (`Theme.components`).
  package var components: [String: ComponentSpec]
  /// The theme's app icon as the build draws it; nil when the project declares none.
  package var appIcon: AppIconTile? = nil
  /// The font files the theme ships, read; the page and the sheet draw its fonts from them.
  package var fontFiles: [PreviewFontFile] = []
  /// The theme's `sampleText`, which its fonts are shown with; nil shows a pangram.
  package var sampleText: String? = nil

  package init(
    name: String, isHypothetical: Bool = false, color: ThemeRGBA, darkColor: ThemeRGBA,
    assets: [PreviewAsset], findings: [PreviewFinding] = [], colors: ThemeColors? = nil,
    fonts: [String: FontSpec] = [:], components: [String: ComponentSpec] = [:]
  ) {
    self.colors = colors
    self.fonts = fonts
    self.components = components
    self.name = name
    self.isHypothetical = isHypothetical
    self.color = color
    self.darkColor = darkColor
    self.assets = assets
    self.findings = findings
  }
}
