/// One scale's file of an asset, light and dark, as the page shows it.
struct PreviewScaleFile: Sendable, Equatable {
  var scale: Int
  var pair: PreviewRefPair
  /// Cap insets of this file when the asset is sliced.
  var insets: SlicePixelInsets?
}
