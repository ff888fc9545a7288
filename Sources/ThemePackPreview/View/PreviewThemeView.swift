/// One theme with everything the page and its contact sheet draw.
package struct PreviewThemeView: Sendable, Equatable {
  package var theme: PreviewTheme
  /// File-safe, unique name: the contact sheet is `<slug>.png`, images are under
  /// `images/<slug>/`.
  package var slug: String
  /// The fragment id of its section on the page.
  package var anchor: String
  package var assets: [PreviewAssetView]
  /// The navigation bar at each configured width; empty when it cannot be drawn.
  package var bars: [PreviewBarView]
  /// Why the bar is drawn as it is or not at all (missing asset, not sliced…), when notable.
  package var barNote: String?
  /// The navigation bar at the contact sheet's width (390 pt), when it can be drawn.
  package var sheetBar: PreviewBarView?
  /// The title drawn on the bar, when the project names its colour and the theme has it.
  package var barTitle: PreviewBarTitle?
  /// The glass form of the bar, drawn, when the project gives one and the theme has its colours.
  package var glassBar: PreviewGlassBar? = nil
  /// The app icon in its iOS 26 looks, when the theme has one.
  package var appIcon: PreviewAppIcon? = nil
  /// Each font role's sample (`PreviewFontSample.samples`) and the font files they load.
  package var fontSamples: [PreviewFontSample] = []
  package var fontFiles: [PreviewFontSample.File] = []
  /// Findings about the theme as a whole, or about an asset it lacks.
  package var themeFindings: [PreviewFinding]

  /// The sheet's file name inside the preview folder.
  package var contactSheetPath: String { "\(slug).png" }
}
