#if canImport(UIKit)
  import UIKit

  /// UIKit glue: images made resizable from the manifest's slice, colours that follow the
  /// trait collection, fonts scaled for Dynamic Type. Linux has no UIKit, so this file is
  /// compiled by the Apple-platforms workflow only (.github/workflows/apple.yml); it maps
  /// values the tested code computes onto UIKit calls.
  extension ThemeContent {
    /// The image of `asset` for `traits`, resizable when the manifest slices it (cap insets
    /// in points; `tile` or `stretch` centre). Decoded once and kept in `imageCache` until
    /// memory runs short.
    public func uiImage(_ asset: String, traits: UITraitCollection) -> UIImage? {
      let appearance = ThemeAppearance(
        isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high)
      return uiImage(asset, scale: max(1, Int(traits.displayScale.rounded())), appearance: appearance)
    }

    /// The image of `asset` for `scale` and `appearance`, as `uiImage(_:traits:)` makes it.
    /// The cache keeps the decoded file; the slice is applied after, so two assets naming
    /// one file each stretch their own way.
    public func uiImage(_ asset: String, scale: Int, appearance: ThemeAppearance) -> UIImage? {
      guard let file = image(asset, scale: scale, appearance: appearance),
        let image = imageCache.image(file, as: UIImage.self, decode: Self.decode)
      else { return nil }
      guard let slice = slice(asset) else { return image }
      let insets = UIEdgeInsets(
        top: CGFloat(slice.top), left: CGFloat(slice.left), bottom: CGFloat(slice.bottom),
        right: CGFloat(slice.right))
      return image.resizableImage(
        withCapInsets: insets, resizingMode: slice.center == "stretch" ? .stretch : .tile)
    }

    /// The file's image at its scale and its cost in bytes of pixels; nil when unreadable.
    private static func decode(_ file: ImageFile) -> (image: UIImage, cost: Int)? {
      guard let data = try? Data(contentsOf: file.url),
        let image = UIImage(data: data, scale: CGFloat(file.scale))
      else { return nil }
      return (image, Int(image.size.width * image.scale * image.size.height * image.scale) * 4)
    }

    /// The colour `name` as a dynamic `UIColor` that resolves per trait collection.
    public func uiColor(_ name: String) -> UIColor? {
      guard let color = manifest.colors[name] else { return nil }
      return UIColor { traits in
        let appearance = ThemeAppearance(
          isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high)
        guard let value = color.value(for: appearance) else { return .clear }
        let parts = value.components
        return UIColor(
          red: CGFloat(parts.red), green: CGFloat(parts.green), blue: CGFloat(parts.blue),
          alpha: CGFloat(parts.alpha))
      }
    }

    /// The font `name` as a `UIFont`: `UIFont(name:size:)`, else the system font of the
    /// manifest's weight; scaled for Dynamic Type through `UIFontMetrics` when it has a text
    /// style (so it grows with the user's text size; pair it with
    /// `adjustsFontForContentSizeCategory`).
    public func uiFont(_ name: String) -> UIFont? {
      guard let font = font(name) else { return nil }
      let size = CGFloat(font.size)
      let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
      ]
      let base =
        UIFont(name: font.family, size: size)
        ?? .systemFont(ofSize: size, weight: font.weight.flatMap { weights[$0] } ?? .regular)
      let styles: [String: UIFont.TextStyle] = [
        "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3,
        "headline": .headline, "subheadline": .subheadline, "body": .body, "callout": .callout,
        "footnote": .footnote, "caption1": .caption1, "caption2": .caption2,
      ]
      guard let style = font.textStyle.flatMap({ styles[$0] }) else { return base }
      return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
    }
  }
#endif
