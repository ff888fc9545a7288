/// The appearance an image or colour is drawn in: light or dark, each with or without
/// Increase Contrast (iOS's `userInterfaceStyle` and `accessibilityContrast` traits).
///
/// The one appearance type of the tool and the app library (ThemePackClient re-exports it).
/// `allCases` is in the order Xcode lists a colour set's entries: any (light), dark, high
/// contrast, dark + high contrast.
public enum ThemeAppearance: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  case light
  case dark
  case lightHighContrast
  case darkHighContrast

  /// The appearance with these two traits; both default to off (`.light`).
  public init(isDark: Bool = false, isHighContrast: Bool = false) {
    switch (isDark, isHighContrast) {
    case (false, false): self = .light
    case (true, false): self = .dark
    case (false, true): self = .lightHighContrast
    case (true, true): self = .darkHighContrast
    }
  }

  /// Whether the appearance is dark mode; setting it keeps the contrast.
  public var isDark: Bool {
    get { self == .dark || self == .darkHighContrast }
    set { self = ThemeAppearance(isDark: newValue, isHighContrast: isHighContrast) }
  }

  /// Whether Increase Contrast is on; setting it keeps light or dark.
  public var isHighContrast: Bool {
    get { self == .lightHighContrast || self == .darkHighContrast }
    set { self = ThemeAppearance(isDark: isDark, isHighContrast: newValue) }
  }

  /// The same light or dark without Increase Contrast (`light` for `lightHighContrast`).
  public var normal: ThemeAppearance { isDark ? .dark : .light }

  /// The key of this appearance's files in a manifest asset's `files`: `"any"`, `"dark"`,
  /// `"highContrast"`, `"darkHighContrast"`.
  public var manifestKey: String {
    switch self {
    case .light: return "any"
    case .dark: return "dark"
    case .lightHighContrast: return "highContrast"
    case .darkHighContrast: return "darkHighContrast"
    }
  }

  /// The manifest keys to try, best first, as iOS falls back: dark + high contrast →
  /// dark → high contrast → any; dark → any. `"light"` is a synonym of `"any"` (colours
  /// use it). The one place appearance keys are named: a new appearance goes here.
  public var fallbackKeys: [String] {
    switch self {
    case .darkHighContrast: return ["darkHighContrast", "dark", "highContrast", "any", "light"]
    case .dark: return ["dark", "any", "light"]
    case .lightHighContrast: return ["highContrast", "any", "light"]
    case .light: return ["any", "light"]
    }
  }

  /// How messages name it: "light", "dark", "light high contrast", "dark high contrast".
  public var description: String {
    (isDark ? "dark" : "light") + (isHighContrast ? " high contrast" : "")
  }
}
