import ThemePackProject

/// Whether an asset's dark images can be kept beside its light ones: a catalog lets the two
/// appearances differ in size (a taller dark wordmark), but a ThemePack asset has one size
/// (the lint's `inconsistent-size`, whose comparison this is: the highest dark file against
/// the highest light file, in points, within a pixel at 3x), so such dark images are left out,
/// with a note, rather than written into a project its own lint refuses.
package enum DarkSizeCheck {
  /// The note for the first theme whose dark image of `asset` differs in size from its light
  /// image, or nil when every theme's agree.
  package static func mismatch(of asset: String, in themes: [SourceTheme]) -> String? {
    for theme in themes {
      guard let dark = theme.highestDark(asset), let light = theme.highest(asset) else {
        continue
      }
      if !dark.pointSize.matches(light.pointSize, withinPixelAt: ImageFileName.knownScales.max() ?? 3) {
        return "'\(asset)': the dark image is \(dark.pointSize) but the light image is \(light.pointSize) "
          + "(theme '\(theme.name)'); an asset has one size, so its dark images are not imported"
      }
    }
    return nil
  }
}
