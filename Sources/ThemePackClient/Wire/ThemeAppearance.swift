/// The appearance an image or colour is asked for: light or dark, normal or high
/// contrast (iOS's `userInterfaceStyle` and `accessibilityContrast` traits).
public struct ThemeAppearance: Sendable, Hashable, CustomStringConvertible {
  public var isDark: Bool
  public var isHighContrast: Bool

  public init(isDark: Bool = false, isHighContrast: Bool = false) {
    self.isDark = isDark
    self.isHighContrast = isHighContrast
  }

  public static let light = ThemeAppearance()
  public static let dark = ThemeAppearance(isDark: true)

  /// The manifest keys to try, best first, as iOS falls back: dark + high contrast →
  /// dark → high contrast → any; dark → any. `"light"` is a synonym of `"any"` (colours
  /// use it). The one place appearance keys are named: a new appearance goes here.
  public var fallbackKeys: [String] {
    switch (isDark, isHighContrast) {
    case (true, true): return ["darkHighContrast", "dark", "highContrast", "any", "light"]
    case (true, false): return ["dark", "any", "light"]
    case (false, true): return ["highContrast", "any", "light"]
    case (false, false): return ["any", "light"]
    }
  }

  public var description: String {
    (isDark ? "dark" : "light") + (isHighContrast ? " high contrast" : "")
  }
}
