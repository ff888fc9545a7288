import ThemePackImaging

/// The app icon a project declares (`"appIcon"` in `themepack.json`), or a theme's changes to
/// it (`"appIcon"` in `theme.json`): artwork drawn per theme, like any master, into every
/// look iOS and Android draw an icon in.
///
/// Paths are relative to the project folder (`Icons/AppIcon.svg`) and name SVG, PDF or PNG
/// files. A project's icon has `master` or `layers`; a theme's changes may have neither, and
/// then keep the project's artwork. `merged(with:)` applies a theme's changes.
package struct AppIconSpec: Sendable, Hashable {
  /// The artwork as one picture (`master`): drawn over `background` for the any look, and
  /// itself the glyph of the dark and tinted looks.
  package var master: String?
  /// The artwork as layers (`layers`), in place of `master`.
  package var layers: AppIconLayers?
  /// How `master` (or the glyph layer) takes the theme colour; nil for `none`.
  package var tint: TintMode?
  /// The colour under the artwork in the any look: `color` (the theme colour, the default),
  /// a name of the theme's `colors`, or a colour such as `#1E88E5`.
  package var background: String?
  /// A drawn dark look (`dark`), in place of the glyph on transparency.
  package var dark: String?
  /// A drawn tinted look (`tinted`), in place of the glyph's grayscale silhouette.
  package var tinted: String?
  /// The icon's name (`name`, in `theme.json` only), `AppIcon-<theme>` when nil.
  package var name: String?

  package init(
    master: String? = nil, layers: AppIconLayers? = nil, tint: TintMode? = nil, background: String? = nil,
    dark: String? = nil, tinted: String? = nil, name: String? = nil
  ) {
    self.master = master
    self.layers = layers
    self.tint = tint
    self.background = background
    self.dark = dark
    self.tinted = tinted
    self.name = name
  }

  /// The default background: the theme colour.
  package static let themeColorBackground = "color"

  /// The name of `theme`'s icon when it gives none.
  package static func defaultName(of theme: String) -> String { "AppIcon-" + theme }

  /// This icon with a theme's changes: every value `own` gives replaces this one's, and
  /// artwork given as `master` or `layers` replaces the other form too.
  package func merged(with own: AppIconSpec) -> AppIconSpec {
    var result = self
    if own.master != nil || own.layers != nil {
      result.master = own.master
      result.layers = own.layers
    }
    result.tint = own.tint ?? tint
    result.background = own.background ?? background
    result.dark = own.dark ?? dark
    result.tinted = own.tinted ?? tinted
    result.name = own.name ?? name
    return result
  }

  /// The icon's name in `theme`: `name`, else `AppIcon-<theme>`.
  package func name(in theme: String) -> String { name ?? Self.defaultName(of: theme) }

  /// Every file the icon names, in a fixed order (master or layers, dark, tinted).
  package var files: [String] {
    var paths: [String] = []
    if let master { paths.append(master) }
    if let layers { paths += [layers.background, layers.foreground, layers.glyph].compactMap { $0 } }
    paths += [dark, tinted].compactMap { $0 }
    return paths
  }
}
