/// How to paint the navigation bar: the one decision between a theme's sliced bar image and
/// its Liquid Glass form, made from the platform (`ThemeBarPlatform`) and what the theme
/// offers (its manifest's `navigationBar`), with the colours resolved for one appearance. The
/// UIKit and SwiftUI glue only carry it out.
///
/// | system draws glass | theme has glass | theme has image | style |
/// |---|---|---|---|
/// | yes | yes | any | `glass` |
/// | yes | no | yes | `image` (the old look inside glass; the lint's `image-only-bar`) |
/// | no | any | yes | `image` |
/// | no | yes | no | `colors` (the glass form's title and tint on the system's bar) |
/// | any | no | no | `system` |
public enum ThemeBarStyle: Sendable, Equatable {
  /// The image asset drawn behind the bar, resizable by its slice.
  case image(String)
  /// The glass form: titles, glyph tint and glass tint.
  case glass(Colors)
  /// Only the glass form's title and tint colours, on the system's own bar background (a
  /// system without glass and a theme without an image).
  case colors(Colors)
  /// Nothing from the theme: the system's bar.
  case system

  /// The glass form's colours for one appearance, with iOS's fallbacks; nil where the theme
  /// gives no value for it.
  public struct Colors: Sendable, Equatable {
    /// The colour of the bar's titles.
    public var title: ThemeRGBA?
    /// The colour of the bar button glyphs (`tintColor`).
    public var tint: ThemeRGBA?
    /// The colour the glass is tinted with, its opacity in its alpha.
    public var glassTint: ThemeRGBA?

    public init(title: ThemeRGBA?, tint: ThemeRGBA?, glassTint: ThemeRGBA?) {
      self.title = title
      self.tint = tint
      self.glassTint = glassTint
    }

    /// `glass`'s colours drawn for `appearance`.
    package init(_ glass: ThemeNavigationBar.Glass, for appearance: ThemeAppearance) {
      self.init(
        title: glass.titleColor.value(for: appearance), tint: glass.tint.value(for: appearance),
        glassTint: glass.glassTint.value(for: appearance))
    }
  }

  /// The style for `bar` (nil: a theme without one) on `platform`, its colours for
  /// `appearance`.
  package static func choose(
    for bar: ThemeNavigationBar?, on platform: ThemeBarPlatform, appearance: ThemeAppearance
  ) -> ThemeBarStyle {
    switch (platform.drawsGlass, bar?.glass, bar?.image) {
    case (true, let glass?, _): return .glass(Colors(glass, for: appearance))
    case (_, _, let image?): return .image(image)
    case (false, let glass?, nil): return .colors(Colors(glass, for: appearance))
    default: return .system
    }
  }
}
