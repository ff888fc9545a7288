import ThemePackArchive
import ThemePackSupport

/// How much a colour must stand out from what it is drawn on: WCAG 2's minimum for normal
/// appearances and the stricter one for Increase Contrast.
///
/// `text` is 4.5:1 (7:1 with high contrast, WCAG AAA), `ui` 3:1 (4.5:1). Any other ratio `r`
/// gets a high-contrast minimum on the line through 1 → 1, 3 → 4.5, 4.5 → 7 and 21 → 21, so
/// the named levels and a number equal to them agree.
package struct ContrastNeed: Sendable, Hashable {
  /// The minimum in light and dark.
  package let normal: Double
  /// The minimum with Increase Contrast.
  package let highContrast: Double

  /// `ratio` normally, and its high-contrast counterpart (see the type's comment).
  /// `ratio` is clamped to 1…21.
  package init(ratio: Double) {
    let clamped = min(max(ratio.isNaN ? 1 : ratio, 1), 21)
    normal = clamped
    highContrast = Self.highContrast(for: clamped)
  }

  /// Text, 4.5:1 and 7:1.
  package static let text = ContrastNeed(ratio: 4.5)
  /// Icons, borders and large text, 3:1 and 4.5:1.
  package static let ui = ContrastNeed(ratio: 3)

  /// The minimum in `appearance`.
  package func minimum(in appearance: ThemeAppearance) -> Double {
    appearance.isHighContrast ? highContrast : normal
  }

  /// How `theme.json` writes it back: "text", "ui" or the ratio ("4.2").
  package var name: String {
    if self == .text { return "text" }
    if self == .ui { return "ui" }
    return ContrastNeed.format(normal)
  }

  /// "4.5:1", "7:1", "3.25:1": a required ratio with at most two decimals, no trailing zeros.
  package static func ratioText(_ value: Double) -> String { format(value) + ":1" }

  private static func format(_ value: Double) -> String {
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  private static func highContrast(for ratio: Double) -> Double {
    let points: [(Double, Double)] = [(1, 1), (3, 4.5), (4.5, 7), (21, 21)]
    for index in 1..<points.count where ratio <= points[index].0 {
      let (x0, y0) = points[index - 1]
      let (x1, y1) = points[index]
      return y0 + (ratio - x0) * (y1 - y0) / (x1 - x0)
    }
    return 21
  }
}
