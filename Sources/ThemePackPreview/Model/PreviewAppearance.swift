/// Light or dark: which half of a theme, on which background.
package enum PreviewAppearance: String, Sendable, CaseIterable {
  case light
  case dark

  /// `Light` or `Dark`, for headings.
  package var title: String { self == .light ? "Light" : "Dark" }
}
