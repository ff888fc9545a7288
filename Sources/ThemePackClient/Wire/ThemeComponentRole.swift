/// One role of a component (its title, its background): the names of the colour and the
/// font it is drawn in, which `ThemeContent` resolves against the same manifest.
package struct ThemeComponentRole: Sendable, Equatable, Decodable {
  /// A name of `ThemeManifest.colors` (`"color"` is the theme colour), when the role has one.
  package var color: String?
  /// A name of `ThemeManifest.fonts`, when the role has one.
  package var font: String?

  package init(color: String? = nil, font: String? = nil) {
    self.color = color
    self.font = font
  }

  private enum Keys: String, CodingKey { case color, font }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    color = try? container.decodeIfPresent(String.self, forKey: .color)
    font = try? container.decodeIfPresent(String.self, forKey: .font)
  }
}
