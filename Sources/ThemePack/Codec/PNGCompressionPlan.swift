/// How one image is compressed once nothing is left automatic: what `PNGTuner` decides.
struct PNGCompressionPlan: Sendable, Equatable {
  var level: Int
  /// Never `.automatic`.
  var filter: PNGEncodeOptions.Filter
  /// `.automatic` here means libpng's choice.
  var strategy: PNGEncodeOptions.Strategy
}
