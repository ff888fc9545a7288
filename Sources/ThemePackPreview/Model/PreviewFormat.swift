import ThemePackArchive

/// How numbers read on the page and the contact sheets; locale-independent.
package enum PreviewFormat {
  /// A contrast ratio with two decimals, cut (not rounded) so that a ratio just under a
  /// threshold never reads as meeting it: 4.499 is `4.49:1`.
  /// An appearance as a heading names it: "Light", "Dark high contrast".
  package static func title(_ appearance: ThemeAppearance) -> String {
    let words = appearance.description
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  package static func ratio(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
  }

  /// A length in points or pixels: whole numbers without decimals, others with up to two.
  package static func number(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let whole = hundredths / 100
    let fraction = abs(hundredths % 100)
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// What a contrast ratio is good for under WCAG 2: `AA text` from 4.5, `UI only` from 3,
  /// `too low` below.
  package static func rating(_ value: Double) -> String {
    if value >= 4.5 { return "AA text" }
    if value >= 3 { return "UI only" }
    return "too low"
  }

  /// A CSS length in pixels: `number(value)px`.
  package static func css(_ value: Double) -> String {
    "\(number(value))px"
  }
}
