import ThemePackImaging

/// One scale's file of an asset, light and dark, as the page shows it.
package struct PreviewScaleFile: Sendable, Equatable {
  package var scale: Int
  package var pair: PreviewRefPair
  /// Cap insets of this file when the asset is sliced.
  package var insets: SlicePixelInsets?
}
