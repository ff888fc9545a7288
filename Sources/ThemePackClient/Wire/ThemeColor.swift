/// A named colour of a theme: one sRGB value per appearance key (`"light"`, `"dark"`,
/// and any further key a newer manifest adds, such as `"highContrast"`).
package struct ThemeColor: Sendable, Equatable, Decodable {
  /// Values by manifest appearance key; keys whose values are not `#RRGGBB[AA]` are left out.
  package var appearances: [String: ThemeRGBA]

  package init(appearances: [String: ThemeRGBA]) { self.appearances = appearances }

  package init(from decoder: any Decoder) throws {
    let raw = try decoder.singleValueContainer().decode([String: LenientString].self)
    appearances = raw.compactMapValues { $0.text.flatMap(ThemeRGBA.init(hex:)) }
  }

  /// The value for `appearance`, falling back as iOS does (see `ThemeAppearance.fallbackKeys`).
  package func value(for appearance: ThemeAppearance) -> ThemeRGBA? {
    appearance.fallbackKeys.lazy.compactMap { appearances[$0] }.first
  }
}
