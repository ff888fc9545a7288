#if canImport(UIKit)
  import UIKit

  /// UIKit glue of `ThemeFont.Face`: the font and the attributes that carry the theme's line
  /// height and letter spacing. The decisions (which name, when the system font, the
  /// arithmetic of `ThemeFont.Metrics`) are portable and tested on Linux; this file maps them
  /// onto UIKit and is compiled by the Apple-platforms workflow only.
  extension ThemeFont.Face {
    /// The face as a `UIFont`: `UIFont(name:size:)` of `postScriptName`, else the system font
    /// of the manifest's weight; scaled for Dynamic Type through `UIFontMetrics` when the font
    /// has a text style.
    public func uiFont() -> UIFont {
      let size = CGFloat(font.size)
      let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
      ]
      let base =
        postScriptName.flatMap { UIFont(name: $0, size: size) }
        ?? .systemFont(ofSize: size, weight: font.weight.flatMap { weights[$0] } ?? .regular)
      let styles: [String: UIFont.TextStyle] = [
        "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3,
        "headline": .headline, "subheadline": .subheadline, "body": .body, "callout": .callout,
        "footnote": .footnote, "caption1": .caption1, "caption2": .caption2,
      ]
      guard let style = font.textStyle.flatMap({ styles[$0] }) else { return base }
      return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
    }

    /// The attributes of text drawn in `uiFont` (from `uiFont()`): the font, a paragraph
    /// style whose minimum and maximum line height are the theme's line height at the font's
    /// size, and `kern` for its letter spacing; the last two only when the theme gives them.
    public func textAttributes(for uiFont: UIFont) -> [NSAttributedString.Key: Any] {
      let metrics = metrics(pointSize: Double(uiFont.pointSize))
      var attributes: [NSAttributedString.Key: Any] = [.font: uiFont]
      if let lineHeight = metrics.lineHeight {
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = CGFloat(lineHeight)
        style.maximumLineHeight = CGFloat(lineHeight)
        attributes[.paragraphStyle] = style
      }
      if let kern = metrics.kern { attributes[.kern] = CGFloat(kern) }
      return attributes
    }

    /// `text` in this face with the theme's line height and letter spacing.
    public func attributedString(_ text: String) -> NSAttributedString {
      NSAttributedString(string: text, attributes: textAttributes(for: uiFont()))
    }
  }

  #if canImport(SwiftUI)
    import SwiftUI

    extension View {
      /// Draws the text inside in `face`: its font (scaled for Dynamic Type like `uiFont()`),
      /// letter spacing (`kerning`) and line height (`lineSpacing`, the space the theme's line
      /// height adds to the font's own).
      public func themeFont(_ face: ThemeFont.Face) -> some View {
        let uiFont = face.uiFont()
        let metrics = face.metrics(pointSize: Double(uiFont.pointSize))
        return self.font(Font(uiFont)).kerning(CGFloat(metrics.kern ?? 0))
          .lineSpacing(CGFloat(metrics.lineSpacing(fontLineHeight: Double(uiFont.lineHeight))))
      }
    }
  #endif
#endif
