/// An app icon drawn as layers (`"layers"` of `appIcon`), bottom to top, each a file
/// relative to the project folder. Every layer covers the whole icon square.
package struct AppIconLayers: Sendable, Hashable {
  /// The bottom layer; nil fills the icon with its `background` colour instead.
  package var background: String?
  /// A layer between background and glyph, kept as drawn; the dark look keeps it too.
  package var foreground: String?
  /// The top layer: the mark the dark and tinted looks are made from.
  package var glyph: String

  package init(background: String? = nil, foreground: String? = nil, glyph: String) {
    self.background = background
    self.foreground = foreground
    self.glyph = glyph
  }
}
