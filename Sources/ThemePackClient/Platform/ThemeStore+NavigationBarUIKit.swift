#if canImport(UIKit)
  import UIKit

  extension ThemeBarPlatform {
    /// The running system and the app's main bundle (`UIDesignRequiresCompatibility`,
    /// `DTPlatformVersion` from its Info.plist).
    static var current: ThemeBarPlatform {
      ThemeBarPlatform(osMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion) {
        Bundle.main.object(forInfoDictionaryKey: $0)
      }
    }
  }

  extension UINavigationBar {
    /// Styles the bar from `store`'s theme by its `ThemeBarStyle` on the running system, now
    /// and on every restyle: the sliced image (`imageTitle` and `imageTint` name the colours of
    /// the titles and buttons then) on a system without glass; on iOS 26 the glass form, with
    /// the glass tint laid as the transparent bar's translucent background colour (UIKit has
    /// no glass tint for a whole navigation bar; its bar items keep their own glass). Replaces
    /// `setThemedAppearance(background:title:tint:in:)` (same binding).
    public func setThemedNavigationBar(
      imageTitle: String? = nil, imageTint: String? = nil, in store: ThemeStore
    ) {
      setThemedNavigationBar(imageTitle: imageTitle, imageTint: imageTint, in: store, platform: .current)
    }

    /// `setThemedNavigationBar(imageTitle:imageTint:in:)` on `platform` (the tests' door).
    func setThemedNavigationBar(
      imageTitle: String?, imageTint: String?, in store: ThemeStore, platform: ThemeBarPlatform
    ) {
      store.bind(self, key: "appearance") { bar, store in
        let appearance = UINavigationBarAppearance()
        var title: ThemeRGBA?
        var tint: ThemeRGBA?
        switch store.navigationBarStyle(on: platform) {
        case .image(let asset):
          appearance.configureWithOpaqueBackground()
          appearance.backgroundImage = store.uiImage(asset, scale: ThemeStore.scale(of: bar))
          title = imageTitle.flatMap { store.color($0) }
          tint = imageTint.flatMap { store.color($0) }
        case .glass(let colors):
          appearance.configureWithTransparentBackground()
          appearance.backgroundColor = colors.glassTint.map(UIColor.init(themeRGBA:))
          title = colors.title
          tint = colors.tint
        case .colors(let colors):
          appearance.configureWithDefaultBackground()
          title = colors.title
          tint = colors.tint
        case .system:
          appearance.configureWithDefaultBackground()
        }
        if let title {
          let color = UIColor(themeRGBA: title)
          appearance.titleTextAttributes = [.foregroundColor: color]
          appearance.largeTitleTextAttributes = [.foregroundColor: color]
        }
        bar.standardAppearance = appearance
        bar.compactAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.tintColor = tint.map(UIColor.init(themeRGBA:))
      }
    }
  }
#endif
