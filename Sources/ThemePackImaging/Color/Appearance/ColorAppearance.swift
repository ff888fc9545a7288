import ThemePackSupport

/// One of the four appearances iOS draws a colour in: light or dark, each with or without
/// Increase Contrast.
///
/// `allCases` is in the order Xcode lists a colour set's entries: any (light), dark, high
/// contrast, dark + high contrast.
package enum ColorAppearance: String, Sendable, Hashable, CaseIterable, Codable {
  case light
  case dark
  case lightHighContrast
  case darkHighContrast

  /// Whether the appearance is dark mode.
  package var isDark: Bool { self == .dark || self == .darkHighContrast }

  /// Whether Increase Contrast is on.
  package var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

  /// The same luminosity without Increase Contrast (`light` for `lightHighContrast`).
  package var normal: ColorAppearance { isDark ? .dark : .light }

  /// How messages name it: "light", "dark", "light high contrast", "dark high contrast".
  package var label: String {
    switch self {
    case .light: return "light"
    case .dark: return "dark"
    case .lightHighContrast: return "light high contrast"
    case .darkHighContrast: return "dark high contrast"
    }
  }
}
