/// How one image is compressed once nothing is left automatic: what `PNGTuner` decides.
struct PNGCompressionPlan: Sendable, Equatable {
  var level: Int
  /// Never `.automatic`.
  var filter: PNGEncodeOptions.Filter
  /// `.automatic` and `.default` here both mean libdeflate; the others, zlib's strategy.
  var strategy: PNGEncodeOptions.Strategy
}
