extension ThemeStore {
  /// How to paint the navigation bar with the current theme on `platform`, its colours for
  /// `currentAppearance` (see `ThemeBarStyle`); `.system` without a theme or without a bar in
  /// it. The UIKit and SwiftUI glue (`UINavigationBar.setThemedNavigationBar`,
  /// `View.themedNavigationBar`) carry it out on the running system, again on every restyle.
  package func navigationBarStyle(on platform: ThemeBarPlatform) -> ThemeBarStyle {
    ThemeBarStyle.choose(for: content?.manifest.navigationBar, on: platform, appearance: currentAppearance)
  }
}
