/// What the system says about the screen now: its light/dark style and whether the user
/// asked for more contrast (iOS's `userInterfaceStyle` and `accessibilityContrast`). The
/// app tells a `ThemeStore` (`ThemeStore.systemTraits`; the UIKit and SwiftUI glue do it
/// from the trait collection and the environment); the store combines it with the user's
/// preference into the appearance it draws with.
public struct ThemeSystemTraits: Sendable, Hashable {
  public var isDark: Bool
  public var isHighContrast: Bool

  public init(isDark: Bool = false, isHighContrast: Bool = false) {
    self.isDark = isDark
    self.isHighContrast = isHighContrast
  }
}
