#if canImport(UIKit)
  import UIKit

  /// UIKit on top of the store's bindings: views that restyle themselves on every theme
  /// switch, appearance change and new install. Compiled by the Apple-platforms workflow
  /// only (no UIKit on Linux); the bindings, lookups and restyling under it are the code the
  /// Linux tests run.
  extension ThemeStore {
    /// Takes the system's style and contrast from `traits`: call it when the window's traits
    /// change (`registerForTraitChanges` or `traitCollectionDidChange` of the root view).
    /// Under a window that `applyPreference(to:)` overrides, take the style from the
    /// window's scene (`windowScene.traitCollection`), which stays the system's.
    public func updateSystemTraits(from traits: UITraitCollection) {
      systemAppearance = ThemeAppearance(
        isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high)
    }

    /// Applies the user's light or dark preference to `window` (`overrideUserInterfaceStyle`),
    /// now and on every change, so system views and dynamic colours agree with the colours
    /// the store hands out; `.system` leaves the window to the system.
    public func applyPreference(to window: UIWindow) {
      bind(window, key: "overrideUserInterfaceStyle") { window, store in
        switch store.preference {
        case .system: window.overrideUserInterfaceStyle = .unspecified
        case .light: window.overrideUserInterfaceStyle = .light
        case .dark: window.overrideUserInterfaceStyle = .dark
        }
      }
    }

    /// The current theme's colour `name` for `currentAppearance`; nil when it lacks one.
    public func uiColor(_ name: String) -> UIColor? { color(name).map(UIColor.init(themeRGBA:)) }

    /// The current theme's image `asset` drawn for `scale` and `currentAppearance`, resizable
    /// when the manifest slices it (see `ThemeContent.uiImage`).
    public func uiImage(_ asset: String, scale: Int) -> UIImage? {
      content?.uiImage(asset, scale: scale, appearance: currentAppearance)
    }

    /// The scale to draw `view` at: its screen's, or 3 before it is on one (a larger file
    /// drawn smaller stays sharp).
    static func scale(of view: UIView) -> Int {
      let scale = view.traitCollection.displayScale
      return scale >= 1 ? Int(scale.rounded()) : 3
    }
  }

  extension UIColor {
    /// `rgba` as an sRGB colour.
    public convenience init(themeRGBA rgba: ThemeRGBA) {
      let parts = rgba.components
      self.init(
        red: CGFloat(parts.red), green: CGFloat(parts.green), blue: CGFloat(parts.blue),
        alpha: CGFloat(parts.alpha))
    }
  }

  extension UIView {
    /// Sets `backgroundColor` to the colour `name` of `store`'s theme, now and on every
    /// restyle, for as long as the view lives.
    public func setThemedBackgroundColor(_ name: String, in store: ThemeStore) {
      store.bind(self, key: "backgroundColor") { view, store in view.backgroundColor = store.uiColor(name) }
    }

    /// Sets `tintColor` to the colour `name` of `store`'s theme, now and on every restyle.
    public func setThemedTintColor(_ name: String, in store: ThemeStore) {
      store.bind(self, key: "tintColor") { view, store in view.tintColor = store.uiColor(name) }
    }
  }

  extension UILabel {
    /// Sets `textColor` to the colour `name` of `store`'s theme, now and on every restyle.
    public func setThemedTextColor(_ name: String, in store: ThemeStore) {
      store.bind(self, key: "textColor") { label, store in label.textColor = store.uiColor(name) }
    }
  }

  extension UIImageView {
    /// Sets `image` to the image `asset` of `store`'s theme, now and on every restyle.
    public func setThemedImage(_ asset: String, in store: ThemeStore) {
      store.bind(self, key: "image") { view, store in
        view.image = store.uiImage(asset, scale: ThemeStore.scale(of: view))
      }
    }
  }

  extension UIButton {
    /// Sets the image for `state` to the image `asset` of `store`'s theme, now and on every
    /// restyle (one binding per state).
    public func setThemedImage(_ asset: String, for state: UIControl.State, in store: ThemeStore) {
      store.bind(self, key: "image.\(state.rawValue)") { button, store in
        button.setImage(store.uiImage(asset, scale: ThemeStore.scale(of: button)), for: state)
      }
    }

    /// Sets the background image for `state` (resizable when the manifest slices it).
    public func setThemedBackgroundImage(_ asset: String, for state: UIControl.State, in store: ThemeStore) {
      store.bind(self, key: "backgroundImage.\(state.rawValue)") { button, store in
        button.setBackgroundImage(store.uiImage(asset, scale: ThemeStore.scale(of: button)), for: state)
      }
    }
  }

  extension UINavigationBar {
    /// Styles the bar (standard, compact and scroll-edge appearances) from `store`'s theme,
    /// now and on every restyle: `background` an image asset (a sliced nav-bar image
    /// stretches as its manifest says), `title` the colour of the titles, `tint` the colour
    /// of the bar's buttons. A name the theme lacks leaves that part at UIKit's default.
    public func setThemedAppearance(
      background: String?, title: String? = nil, tint: String? = nil, in store: ThemeStore
    ) {
      store.bind(self, key: "appearance") { bar, store in
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        if let background, let image = store.uiImage(background, scale: ThemeStore.scale(of: bar)) {
          appearance.backgroundImage = image
        }
        if let title, let color = store.uiColor(title) {
          appearance.titleTextAttributes = [.foregroundColor: color]
          appearance.largeTitleTextAttributes = [.foregroundColor: color]
        }
        bar.standardAppearance = appearance
        bar.compactAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.tintColor = tint.flatMap { store.uiColor($0) }
      }
    }
  }
#endif
