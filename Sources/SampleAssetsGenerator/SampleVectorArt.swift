import Foundation

/// The sample project's vector masters, written as a designer's export would be: an SVG
/// icon tinted per theme, and a full-colour PDF badge the catalog keeps as a vector.
enum SampleVectorArt {
  /// 24×24 pt bus-stop pin, drawn black: template-tinted in every theme.
  static let mapPin = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
      <path d="M12 1.5 C 7.3 1.5 4 4.9 4 9.4 C 4 15.1 10.4 20.9 11.3 21.8 C 11.7 22.2 12.3 22.2 12.7 21.8 \
    C 13.6 20.9 20 15.1 20 9.4 C 20 4.9 16.7 1.5 12 1.5 Z M 12 12.6 C 10.2 12.6 8.8 11.2 8.8 9.4 \
    C 8.8 7.6 10.2 6.2 12 6.2 C 13.8 6.2 15.2 7.6 15.2 9.4 C 15.2 11.2 13.8 12.6 12 12.6 Z" \
    fill="#000" fill-rule="evenodd"/>
    </svg>

    """

  /// The app icon's master: a 1024×1024 pt bus front drawn white on transparency (the glyph);
  /// the build draws it over each theme's colour (`appIcon` in themepack.json).
  static let appIcon = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
      <path d="M368 208 H656 A96 96 0 0 1 752 304 V672 A96 96 0 0 1 656 768 H368 A96 96 0 0 1 272 672 \
    V304 A96 96 0 0 1 368 208 Z M368 288 H656 A32 32 0 0 1 688 320 V472 A32 32 0 0 1 656 504 H368 \
    A32 32 0 0 1 336 472 V320 A32 32 0 0 1 368 288 Z M328 648 A40 40 0 1 0 408 648 A40 40 0 1 0 328 648 Z \
    M616 648 A40 40 0 1 0 696 648 A40 40 0 1 0 616 648 Z M444 240 H580 A12 12 0 0 1 592 252 \
    A12 12 0 0 1 580 264 H444 A12 12 0 0 1 432 252 A12 12 0 0 1 444 240 Z" fill="#FFF" fill-rule="evenodd"/>
      <path d="M348 744 H396 A28 28 0 0 1 424 772 V812 A28 28 0 0 1 396 840 H348 A28 28 0 0 1 320 812 \
    V772 A28 28 0 0 1 348 744 Z M628 744 H676 A28 28 0 0 1 704 772 V812 A28 28 0 0 1 676 840 H628 \
    A28 28 0 0 1 600 812 V772 A28 28 0 0 1 628 744 Z" fill="#FFF"/>
    </svg>

    """

  /// 40×24 pt route plate in full colour (not tinted): a yellow rounded plate, a dark disc
  /// and a white bar, as a one-page PDF.
  static func routeBadge() -> [UInt8] {
    let k = 0.5523
    func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> String {
      let c = r * (1 - k)
      return """
        \(x + r) \(y) m \(x + w - r) \(y) l \(x + w - c) \(y) \(x + w) \(y + c) \(x + w) \(y + r) c
        \(x + w) \(y + h - r) l \(x + w) \(y + h - c) \(x + w - c) \(y + h) \(x + w - r) \(y + h) c
        \(x + r) \(y + h) l \(x + c) \(y + h) \(x) \(y + h - c) \(x) \(y + h - r) c
        \(x) \(y + r) l \(x) \(y + c) \(x + c) \(y) \(x + r) \(y) c h f
        """
    }
    func circle(_ cx: Double, _ cy: Double, _ r: Double) -> String {
      let d = r * k
      return """
        \(cx + r) \(cy) m \(cx + r) \(cy + d) \(cx + d) \(cy + r) \(cx) \(cy + r) c
        \(cx - d) \(cy + r) \(cx - r) \(cy + d) \(cx - r) \(cy) c
        \(cx - r) \(cy - d) \(cx - d) \(cy - r) \(cx) \(cy - r) c
        \(cx + d) \(cy - r) \(cx + r) \(cy - d) \(cx + r) \(cy) c h f
        """
    }
    let content = [
      "0.945 0.769 0.059 rg", roundedRect(0.5, 0.5, 39, 23, 6),
      "0.173 0.243 0.314 rg", circle(12, 12, 7),
      "1 1 1 rg", roundedRect(22, 9.5, 13, 5, 2.5),
    ].joined(separator: "\n")
    return SamplePDF.page(width: 40, height: 24, content: content)
  }
}
