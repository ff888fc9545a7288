import ThemePackSupport

/// How one image is compressed once nothing is left automatic: what `PNGTuner` decides.
package struct PNGCompressionPlan: Sendable, Equatable {
  package var level: Int
  /// Never `.automatic`.
  package var filter: PNGEncodeOptions.Filter
  /// `.automatic` and `.default` here both mean libdeflate; the others, zlib's strategy.
  package var strategy: PNGEncodeOptions.Strategy

  package init(level: Int, filter: PNGEncodeOptions.Filter, strategy: PNGEncodeOptions.Strategy) {
    self.level = level
    self.filter = filter
    self.strategy = strategy
  }
}
