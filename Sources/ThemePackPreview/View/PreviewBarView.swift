import ThemePackArchive
import ThemePackImaging

/// The navigation bar of one theme drawn at one width.
package struct PreviewBarView: Sendable, Equatable {
  /// The bar width in points.
  package var width: Double
  package var pair: PreviewRefPair
  /// The bar drawn from the high-contrast files, when the build made any: light with
  /// Increase Contrast, and dark with it.
  package var highContrast: PreviewRefPair?

  /// The picture iOS shows in `appearance`, falling back as it does: dark + high contrast →
  /// dark → high contrast → light; high contrast → light.
  package func side(_ appearance: ThemeAppearance) -> PreviewImageRef {
    switch appearance {
    case .light: return pair.light
    case .dark: return pair.dark
    case .lightHighContrast: return highContrast?.light ?? pair.light
    case .darkHighContrast:
      guard let highContrast else { return pair.dark }
      return highContrast.hasDarkVariant || !pair.hasDarkVariant ? highContrast.dark : pair.dark
    }
  }
}
