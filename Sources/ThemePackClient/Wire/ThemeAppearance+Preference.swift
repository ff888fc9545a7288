extension ThemeAppearance {
  /// What the user picked in the app's settings: follow the system, or always light or dark.
  public enum Preference: String, Sendable, CaseIterable, Codable {
    case system
    case light
    case dark

    /// The appearance to draw with, given the system's current style and contrast: the
    /// system's contrast always, its style only under `.system`.
    public func resolve(system: ThemeAppearance) -> ThemeAppearance {
      switch self {
      case .system: return system
      case .light: return ThemeAppearance(isDark: false, isHighContrast: system.isHighContrast)
      case .dark: return ThemeAppearance(isDark: true, isHighContrast: system.isHighContrast)
      }
    }
  }
}
