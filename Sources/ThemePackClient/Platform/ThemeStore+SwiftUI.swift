#if canImport(SwiftUI) && canImport(Observation)
  import SwiftUI

  /// SwiftUI on top of the store: views read it from the environment, and because the store
  /// is observable, a view that read a colour or image from it is drawn again on every theme
  /// switch, appearance change and new install. Compiled by the Apple-platforms workflow
  /// only (no SwiftUI on Linux).
  private struct ThemeStoreKey: EnvironmentKey {
    static let defaultValue: ThemeStore? = nil
  }

  extension EnvironmentValues {
    /// The store set by `themeStore(_:)`, or nil outside one.
    public var themeStore: ThemeStore? {
      get { self[ThemeStoreKey.self] }
      set { self[ThemeStoreKey.self] = newValue }
    }
  }

  extension View {
    /// Serves `store` to the views inside, keeps its `systemAppearance` equal to the
    /// environment's colour scheme and contrast (from the first frame), and applies the
    /// user's light or dark preference to them (`preferredColorScheme`), so system views and
    /// the store's colours agree.
    public func themeStore(_ store: ThemeStore) -> some View { modifier(ThemeStoreModifier(store: store)) }
  }

  private struct ThemeStoreModifier: ViewModifier {
    let store: ThemeStore
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast

    func body(content: Content) -> some View {
      content
        .environment(\.themeStore, store)
        .preferredColorScheme(Self.scheme(for: store.preference))
        .onChange(of: colorScheme, initial: true) { syncTraits() }
        .onChange(of: contrast, initial: true) { syncTraits() }
    }

    /// Copies the environment's contrast, and its colour scheme while the preference follows
    /// the system: under `.light` or `.dark`, `preferredColorScheme` sets the scheme, which is
    /// then the preference's and not the system's.
    private func syncTraits() {
      var system = store.systemAppearance
      system.isHighContrast = contrast == .increased
      if store.preference == .system { system.isDark = colorScheme == .dark }
      store.systemAppearance = system
    }

    private static func scheme(for preference: ThemeAppearance.Preference) -> ColorScheme? {
      switch preference {
      case .system: return nil
      case .light: return .light
      case .dark: return .dark
      }
    }
  }

  extension ThemeStore {
    /// The current theme's colour `name` for `currentAppearance`, or nil when it lacks one.
    public func swiftUIColor(_ name: String) -> Color? {
      color(name).map { rgba in
        let parts = rgba.components
        return Color(.sRGB, red: parts.red, green: parts.green, blue: parts.blue, opacity: parts.alpha)
      }
    }
  }

  #if canImport(UIKit)
    /// The image `asset` of the environment's store, for the screen's scale and the current
    /// appearance; a sliced asset stretches by its cap insets. Empty outside a store or when
    /// the theme lacks the asset.
    public struct ThemedImage: View {
      private let asset: String
      @Environment(\.themeStore) private var store
      @Environment(\.displayScale) private var displayScale

      public init(_ asset: String) { self.asset = asset }

      public var body: some View {
        if let store, let image = store.uiImage(asset, scale: max(1, Int(displayScale.rounded()))) {
          if let slice = store.content?.slice(asset) {
            Image(uiImage: image).resizable(
              capInsets: EdgeInsets(
                top: CGFloat(slice.top), leading: CGFloat(slice.left), bottom: CGFloat(slice.bottom),
                trailing: CGFloat(slice.right)),
              resizingMode: slice.center == "stretch" ? .stretch : .tile)
          } else {
            Image(uiImage: image)
          }
        }
      }
    }
  #endif
#endif
