/// Light or dark: which half of a theme, on which background.
enum PreviewAppearance: String, Sendable, CaseIterable {
  case light
  case dark

  /// `Light` or `Dark`, for headings.
  var title: String { self == .light ? "Light" : "Dark" }
}
