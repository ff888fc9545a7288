/// The navigation bar of one theme drawn at one width.
struct PreviewBarView: Sendable, Equatable {
  /// The bar width in points.
  var width: Double
  var pair: PreviewRefPair
}
