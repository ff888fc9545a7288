import ThemePackArchive
import ThemePackImaging

/// The colour difference the drift check measures.
package enum ColorDistanceMetric: String, Sendable, Hashable, CaseIterable {
  /// CIEDE2000 ΔE: about 1 is just noticeable, 5 is clearly different.
  case ciede2000
  /// Euclidean distance in OKLab (0 to about 1): about 0.02 is just noticeable.
  case oklab

  /// The threshold used when the config names none: a difference most people see when
  /// the two colours sit side by side (on the real iBus themes it flags the four nav-bar
  /// colours that differ from the declared ones, 3.4 to 12.9 ΔE2000, and none of the others).
  package var defaultThreshold: Double {
    switch self {
    case .ciede2000: return 3
    case .oklab: return 0.03
    }
  }

  /// The distance between two colours (alpha ignored).
  package func distance(_ first: ThemeRGBA, _ second: ThemeRGBA) -> Double {
    switch self {
    case .ciede2000: return ColorDistance.ciede2000(first, second)
    case .oklab: return ColorDistance.oklab(first, second)
    }
  }
}
