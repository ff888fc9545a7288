/// What the user picked in the app's settings: follow the system, or always light or dark.
public enum ThemeAppearancePreference: String, Sendable, CaseIterable, Codable {
  case system
  case light
  case dark

  /// The appearance to draw with, given the system's current style and contrast.
  public func resolve(systemIsDark: Bool, highContrast: Bool = false) -> ThemeAppearance {
    switch self {
    case .system: return ThemeAppearance(isDark: systemIsDark, isHighContrast: highContrast)
    case .light: return ThemeAppearance(isDark: false, isHighContrast: highContrast)
    case .dark: return ThemeAppearance(isDark: true, isHighContrast: highContrast)
    }
  }
}
