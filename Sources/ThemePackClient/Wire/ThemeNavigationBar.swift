/// The theme's navigation bar as its manifest states it (`"navigationBar"`): the image
/// asset drawn behind the bar on iOS 18 and earlier, and the Liquid Glass form painted on
/// iOS 26 and later. Read leniently: a part the client does not understand is left out.
package struct ThemeNavigationBar: Sendable, Equatable, Decodable {
  /// The name of the image asset that is the bar's background (resizable by its slice).
  package var image: String?
  /// The glass form, nil when the theme gives none.
  package var glass: Glass?

  /// The bar's Liquid Glass form, each colour in every appearance the manifest gives.
  package struct Glass: Sendable, Equatable, Decodable {
    /// The colour of the bar's titles.
    package var titleColor: ThemeColor
    /// The colour of the bar button glyphs (`tintColor`).
    package var tint: ThemeColor
    /// The colour the glass is tinted with, its opacity in its alpha.
    package var glassTint: ThemeColor

    package init(titleColor: ThemeColor, tint: ThemeColor, glassTint: ThemeColor) {
      self.titleColor = titleColor
      self.tint = tint
      self.glassTint = glassTint
    }
  }

  package init(image: String? = nil, glass: Glass? = nil) {
    self.image = image
    self.glass = glass
  }

  private enum Keys: String, CodingKey { case image, glass }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    image = try? container.decodeIfPresent(String.self, forKey: .image)
    glass = try? container.decodeIfPresent(Glass.self, forKey: .glass)
  }
}
