import ThemePackArchive
import ThemePackProject

extension RuntimeManifest {
  /// The navigation bar (`"navigationBar"`, optional in format 2 like `fonts`): the image
  /// asset an app on iOS 18 or earlier draws behind it, and the Liquid Glass form an app on
  /// iOS 26 or later paints it with. At least one of the two is present.
  package struct NavigationBar: Sendable, Equatable {
    /// The name of the asset that is the bar's background (one of the manifest's `assets`).
    package var image: String?
    /// The glass form, nil when the project gives none.
    package var glass: Glass?

    package init(image: String? = nil, glass: Glass? = nil) {
      self.image = image
      self.glass = glass
    }
  }

  /// The navigation bar's Liquid Glass form, each colour in the four appearances.
  package struct Glass: Sendable, Equatable {
    /// The colour of the bar's titles.
    package var titleColor: AppearanceValues<ThemeRGBA>
    /// The colour of the bar button glyphs (`tintColor`).
    package var tint: AppearanceValues<ThemeRGBA>
    /// The colour the glass is tinted with, its opacity in its alpha (`UIGlassEffect.tintColor`).
    package var glassTint: AppearanceValues<ThemeRGBA>

    package init(
      titleColor: AppearanceValues<ThemeRGBA>, tint: AppearanceValues<ThemeRGBA>,
      glassTint: AppearanceValues<ThemeRGBA>
    ) {
      self.titleColor = titleColor
      self.tint = tint
      self.glassTint = glassTint
    }

    /// The form of `colors`, a theme's resolved glass bar.
    package init(_ colors: GlassBarColors) {
      self.init(titleColor: colors.title, tint: colors.tint, glassTint: colors.glassTint)
    }
  }

  /// The first rule the bar breaks, as a pointer below `/navigationBar` and a message.
  package func navigationBarProblem() -> (pointer: String, message: String, atKey: Bool)? {
    guard let bar = navigationBar else { return nil }
    if bar.image == nil, bar.glass == nil {
      return ("/navigationBar", "expected 'image', 'glass' or both", false)
    }
    if let image = bar.image, assets[image] == nil {
      return ("/navigationBar/image", "no asset '\(image)' in this manifest", false)
    }
    return nil
  }
}
