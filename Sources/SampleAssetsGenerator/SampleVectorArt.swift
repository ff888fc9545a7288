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
