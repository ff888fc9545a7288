#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  extension View {
    /// Paints the navigation bar of the views inside from the environment's store
    /// (`ThemeStore.navigationBarStyle(on:)`): on iOS 26 the glass form (the glass tint as the
    /// bar's background, `toolbarBackground`, and the tint); on a system without glass and a
    /// theme without an image, the tint only. SwiftUI sets neither a bar image nor the title's
    /// colour: `UINavigationBar.setThemedNavigationBar` does both for the hosting bar.
    public func themedNavigationBar(platform: ThemeBarPlatform = .current) -> some View {
      modifier(ThemedNavigationBarModifier(platform: platform))
    }
  }

  private struct ThemedNavigationBarModifier: ViewModifier {
    let platform: ThemeBarPlatform
    @Environment(\.themeStore) private var store

    @ViewBuilder func body(content: Content) -> some View {
      switch store?.navigationBarStyle(on: platform) {
      case .glass(let glass)?:
        content
          .toolbarBackground(color(glass.glassTint) ?? .clear, for: .navigationBar)
          .tint(color(glass.tint))
      case .colors(let glass)?:
        content.tint(color(glass.tint))
      default:
        content
      }
    }

    private func color(_ color: ThemeColor) -> Color? {
      store?.value(of: color).map { rgba in
        let parts = rgba.components
        return Color(.sRGB, red: parts.red, green: parts.green, blue: parts.blue, opacity: parts.alpha)
      }
    }
  }
#endif
