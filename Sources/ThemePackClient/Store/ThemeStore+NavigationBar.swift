extension ThemeStore {
  /// How to paint the navigation bar with the current theme on `platform` (see
  /// `ThemeBarStyle.choose`); `.system` without a theme or without a bar in it. The UIKit and
  /// SwiftUI glue (`UINavigationBar.setThemedNavigationBar`, `View.themedNavigationBar`)
  /// carry it out with `ThemeBarPlatform.current`.
  public func navigationBarStyle(on platform: ThemeBarPlatform) -> ThemeBarStyle {
    ThemeBarStyle.choose(for: content?.manifest.navigationBar, on: platform)
  }

  /// `color`'s value for `currentAppearance`, with iOS's fallbacks; nil when it has none.
  public func value(of color: ThemeColor) -> ThemeRGBA? { color.value(for: currentAppearance) }
}
