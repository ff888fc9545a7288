#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  extension View {
    /// Paints the navigation bar of the views inside from the environment's store by its
    /// `ThemeBarStyle` on the running system: on iOS 26 the glass form (the glass tint as the
    /// bar's background, `toolbarBackground`, and the tint); on a system without glass and a
    /// theme without an image, the tint only. SwiftUI sets neither a bar image nor the title's
    /// colour: `UINavigationBar.setThemedNavigationBar` does both for the hosting bar.
    public func themedNavigationBar() -> some View {
      modifier(ThemedNavigationBarModifier(platform: .current))
    }
  }

  private struct ThemedNavigationBarModifier: ViewModifier {
    let platform: ThemeBarPlatform
    @Environment(\.themeStore) private var store

    @ViewBuilder func body(content: Content) -> some View {
      switch store?.navigationBarStyle(on: platform) {
      case .glass(let colors)?:
        content
          .toolbarBackground(color(colors.glassTint) ?? .clear, for: .navigationBar)
          .tint(color(colors.tint))
      case .colors(let colors)?:
        content.tint(color(colors.tint))
      default:
        content
      }
    }

    private func color(_ rgba: ThemeRGBA?) -> Color? {
      rgba.map { rgba in
        let parts = rgba.components
        return Color(.sRGB, red: parts.red, green: parts.green, blue: parts.blue, opacity: parts.alpha)
      }
    }
  }
#endif
