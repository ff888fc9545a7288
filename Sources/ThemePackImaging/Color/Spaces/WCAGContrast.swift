import ThemePackArchive
import ThemePackSupport

/// WCAG 2 relative luminance and contrast ratio, exactly as the standard defines them.
///
/// Alpha is ignored: callers compare opaque colours. 4.5 is the minimum for text,
/// 3.0 for icons and other UI.
package enum WCAGContrast {
  /// `0.2126 R + 0.7152 G + 0.0722 B` of the linearised channels, 0 (black) to 1 (white).
  package static func relativeLuminance(_ color: ThemeRGBA) -> Double {
    0.2126 * SRGB.linear(color.red) + 0.7152 * SRGB.linear(color.green)
      + 0.0722 * SRGB.linear(color.blue)
  }

  /// `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter: 1 (same) to 21 (black on white).
  /// The order of the arguments does not matter.
  package static func ratio(_ first: ThemeRGBA, _ second: ThemeRGBA) -> Double {
    ratio(luminance: relativeLuminance(first), relativeLuminance(second))
  }

  /// The ratio of two relative luminances.
  package static func ratio(luminance first: Double, _ second: Double) -> Double {
    (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  /// The highest ratio any colour can reach against `background`: white's, `1.05 / (L + 0.05)`,
  /// for dark backgrounds, black's, `(L + 0.05) / 0.05`, for light ones (whichever is larger).
  package static func bestPossibleRatio(against background: ThemeRGBA) -> Double {
    let luminance = relativeLuminance(background)
    return max(1.05 / (luminance + 0.05), (luminance + 0.05) / 0.05)
  }
}
