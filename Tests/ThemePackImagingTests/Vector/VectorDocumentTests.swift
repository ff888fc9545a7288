import Foundation
import Testing
import ThemePackImaging
import ThemePackToolTestSupport

/// Vector masters drawn at each scale at exactly round(points × scale) pixels, matching the
/// reference renderer of each library's own command-line tool.
@Suite("Vector documents: size, rendering at every scale, the reference renderers")
struct VectorDocumentTests {
  /// An icon with curves, a stroke, a gradient and half-transparent fill: what a Figma or
  /// Sketch export holds.
  static let icon = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="20" viewBox="0 0 24 20">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#226BAA"/><stop offset="1" stop-color="#F1C40F"/></linearGradient></defs>
      <path d="M2 18 C 6 2, 18 2, 22 18 Z" fill="url(#g)"/>
      <circle cx="12" cy="9" r="4.5" fill="none" stroke="#000" stroke-width="1.5" stroke-opacity="0.6"/>
      <rect x="1" y="1" width="5" height="3" rx="1" fill="#E74C3C" fill-opacity="0.5"/>
    </svg>
    """

  @Test(arguments: [
    ("<svg xmlns='http://www.w3.org/2000/svg' width='24' height='20'/>", 24.0, 20.0),
    ("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 17.5 30'/>", 17.5, 30.0),
    ("<svg xmlns='http://www.w3.org/2000/svg' width='12pt' height='1in'/>", 12.0, 72.0),
    ("<svg xmlns='http://www.w3.org/2000/svg' width='100%' height='100%' viewBox='0 0 44 44'/>", 44.0, 44.0),
  ])
  func svgSizeInPoints(text: String, width: Double, height: Double) throws {
    let document = try VectorDocument.read(Array(text.utf8), format: .svg)
    #expect(document.points.width == width)
    #expect(document.points.height == height)
  }

  @Test(arguments: [1, 2, 3])
  func svgMatchesRsvgConvertAtEachScale(scale: Int) throws {
    let document = try VectorDocument.read(Array(Self.icon.utf8), format: .svg)
    let drawn = try document.render(scale: scale)
    #expect(drawn.width == 24 * scale && drawn.height == 20 * scale)
    let reference = try ReferenceRenderer.rsvg(Self.icon, width: 24 * scale, height: 20 * scale)
    #expect(ReferenceRenderer.shareOff(drawn, reference, levels: 0) == 0)
    #expect(drawn.pixels.contains { $0 != 0 })
  }

  @Test func aHalfPointDocumentRoundsAsTheBuildDoes() throws {
    let text =
      "<svg xmlns='http://www.w3.org/2000/svg' width='28.5' height='10'><rect width='28.5' height='10'/></svg>"
    let document = try VectorDocument.read(Array(text.utf8), format: .svg)
    #expect(document.pixelSize(scale: 1) == (29, 10))
    #expect(document.pixelSize(scale: 2) == (57, 20))
    #expect(try document.render(scale: 3).width == 86)
  }

  @Test(arguments: [1, 2, 3])
  func pdfPageIsDrawnAtItsPointSizeAndMatchesPdftocairo(scale: Int) throws {
    let pdf = try ReferenceRenderer.pdf(fromSVG: Self.icon)
    let document = try VectorDocument.read(pdf, format: .pdf)
    #expect(document.points.width == 24 && document.points.height == 20)
    let drawn = try document.render(scale: scale)
    #expect(drawn.width == 24 * scale && drawn.height == 20 * scale)
    #expect(
      drawn.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 0 }, "transparent background")
    let reference = try ReferenceRenderer.pdftocairo(pdf, width: drawn.width, height: drawn.height)
    #expect(ReferenceRenderer.shareOff(drawn, reference, levels: 0) == 0)
  }

  /// Two libraries, one drawing: the SVG by librsvg and its PDF by poppler agree within 2%
  /// of pixels off by more than 16 levels at 3x (where edges are few of the pixels).
  @Test func theSameDocumentDrawnFromSVGAndFromItsPDFAgrees() throws {
    let pdf = try VectorDocument.read(try ReferenceRenderer.pdf(fromSVG: Self.icon), format: .pdf)
    let svg = try VectorDocument.read(Array(Self.icon.utf8), format: .svg)
    let off = ReferenceRenderer.shareOff(try pdf.render(scale: 3), try svg.render(scale: 3))
    #expect(off <= 0.02, "\(off * 100)% of pixels off by more than 16 levels")
  }

  @Test func anEmbeddedBitmapIsListedWithItsPixelSize() throws {
    // A 1x1 PNG: signature, IHDR (width 1, height 1), IDAT, IEND.
    let png =
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
    let text =
      "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='8' height='8'>"
      + "<image width='8' height='8' xlink:href='data:image/png;base64,\(png)'/></svg>"
    let document = try VectorDocument.read(Array(text.utf8), format: .svg)
    #expect(try document.embeddedBitmaps() == [EmbeddedBitmap(width: 1, height: 1, mediaType: "image/png")])
    #expect(try document.render(scale: 2).width == 16)
  }
}
