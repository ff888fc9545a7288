import ThemePackArchive

/// The light and dark version of one picture on the page.
package struct PreviewRefPair: Sendable, Equatable {
  package var light: PreviewImageRef
  /// The dark image, or the light one again when the asset has no dark variant.
  package var dark: PreviewImageRef
  /// Whether `dark` is a real dark variant rather than the light image again.
  package var hasDarkVariant: Bool

  /// `dark` for a dark appearance, `light` for the others.
  package func side(_ appearance: ThemeAppearance) -> PreviewImageRef {
    appearance.isDark ? dark : light
  }
}
