/// How to paint the navigation bar: the one decision between a theme's sliced bar image and
/// its Liquid Glass form, made from the platform (`ThemeBarPlatform`) and what the theme
/// offers (`ThemeNavigationBar`). The UIKit and SwiftUI glue only carry it out.
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
  case glass(ThemeNavigationBar.Glass)
  /// Only the glass form's title and tint colours, on the system's own bar background (a
  /// system without glass and a theme without an image).
  case colors(ThemeNavigationBar.Glass)
  /// Nothing from the theme: the system's bar.
  case system

  /// The style for `bar` (nil: a theme without one) on `platform`.
  public static func choose(for bar: ThemeNavigationBar?, on platform: ThemeBarPlatform) -> ThemeBarStyle {
    switch (platform.drawsGlass, bar?.glass, bar?.image) {
    case (true, let glass?, _): return .glass(glass)
    case (_, _, let image?): return .image(image)
    case (false, let glass?, nil): return .colors(glass)
    default: return .system
    }
  }
}
