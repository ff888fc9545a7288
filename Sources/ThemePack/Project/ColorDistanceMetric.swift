/// The colour difference the drift check measures.
public enum ColorDistanceMetric: String, Sendable, Hashable, CaseIterable {
  /// CIEDE2000 ΔE: about 1 is just noticeable, 5 is clearly different.
  case ciede2000
  /// Euclidean distance in OKLab (0 to about 1): about 0.02 is just noticeable.
  case oklab

  /// The threshold used when the config names none.
  public var defaultThreshold: Double {
    switch self {
    case .ciede2000: return 5
    case .oklab: return 0.05
    }
  }

  /// The distance between two colours (alpha ignored).
  public func distance(_ first: RGBA8, _ second: RGBA8) -> Double {
    switch self {
    case .ciede2000: return ColorDistance.ciede2000(first, second)
    case .oklab: return ColorDistance.oklab(first, second)
    }
  }
}
