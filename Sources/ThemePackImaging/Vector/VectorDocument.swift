import Foundation
import ThemePackNative
import ThemePackSupport

/// A vector master read from a project file: its size in points and its rendering at any
/// scale, at exactly round(points × scale) pixels (`Resampler.pixelSize`), sRGB, straight
/// alpha.
///
/// Read with `read(_:format:cage:)`, which refuses an unsafe or unreadable file with one reason
/// (`VectorReadError`). Nothing is drawn in this process: an SVG in `themepack-svg`
/// (`SVGCage`), a PDF by poppler's tools, each render in a child process bounded by the
/// document's `VectorCage`. Each rendering size is drawn once and kept with the document.
/// A document is used by one thread at a time.
package final class VectorDocument {
  package let format: VectorFormat
  /// The document size in points: an SVG's `width`/`height` (or `viewBox`), at 72 units per
  /// inch; a PDF's crop box.
  package let points: (width: Double, height: Double)
  /// Bitmaps drawn inside the document, for the lint: an SVG's data URLs (found while
  /// reading), a PDF's images (listed by poppler's `pdfimages`, one process per call; a
  /// listing that fails throws, as an unreadable document does).
  package func embeddedBitmaps() throws(VectorReadError) -> [EmbeddedBitmap] {
    switch drawing {
    case .svg: return svgBitmaps
    case .pdf(let pdf): return try pdf.embeddedBitmaps()
    }
  }
  private let svgBitmaps: [EmbeddedBitmap]
  private let drawing: Drawing
  /// The bounds each render runs in.
  package let cage: VectorCage
  /// The renderings drawn so far, by pixel size.
  private var drawn: [[Int]: RGBAImage] = [:]

  private enum Drawing {
    case svg([UInt8])
    case pdf(PDFPageRenderer)
  }

  private init(
    format: VectorFormat, points: (Double, Double), bitmaps: [EmbeddedBitmap], drawing: Drawing,
    cage: VectorCage
  ) {
    self.format = format
    self.points = points
    self.svgBitmaps = bitmaps
    self.drawing = drawing
    self.cage = cage
  }

  /// Reads `bytes` as a document of `format`, within `VectorLimits`; each render (and an
  /// SVG's size, which librsvg reads) runs within `cage`.
  package static func read(_ bytes: [UInt8], format: VectorFormat, cage: VectorCage = .standard)
    throws(VectorReadError) -> VectorDocument
  {
    guard !bytes.isEmpty else { throw VectorReadError("the file is empty") }
    guard bytes.count <= VectorLimits.maxBytes else {
      throw VectorReadError(
        "is \(ByteCount.text(bytes.count)), over the \(ByteCount.text(VectorLimits.maxBytes)) a vector master may be"
      )
    }
    let document: VectorDocument
    switch format {
    case .svg: document = try readSVG(bytes, cage: cage)
    case .pdf: document = try readPDF(bytes, cage: cage)
    }
    let (width, height) = document.points
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw VectorReadError("has no drawable size")
    }
    guard max(width, height) <= VectorLimits.maxPoints else {
      throw VectorReadError(
        "is \(points(width))x\(points(height)) pt, over the \(Int(VectorLimits.maxPoints)) pt a side "
          + "a vector master may be")
    }
    return document
  }

  /// Refuses a rendering of `width` × `height` px larger than an image may be.
  package func checkBounds(width: Int, height: Int) throws(VectorReadError) {
    let limits = PNGLimits.default
    guard width <= limits.maxWidth, height <= limits.maxHeight, width * height <= limits.maxPixels else {
      throw VectorReadError(
        "would draw \(width)x\(height) px, over the \(limits.maxWidth) px a side and "
          + "\(limits.maxPixels / (1024 * 1024)) Mpx an image may be: draw it smaller")
    }
  }

  /// The pixel size of the rendering at `scale`.
  package func pixelSize(scale: Int) -> (width: Int, height: Int) {
    (
      max(1, Resampler.pixelSize(points: points.width, scale: scale)),
      max(1, Resampler.pixelSize(points: points.height, scale: scale))
    )
  }

  /// The document drawn at `scale`.
  package func render(scale: Int) throws(VectorReadError) -> RGBAImage {
    let (width, height) = pixelSize(scale: scale)
    return try render(width: width, height: height)
  }

  /// The document drawn stretched to exactly `width` × `height` pixels (a density between
  /// iOS scales, such as Android's 1.5x, at round(points × density)).
  /// A rendering is bounded as a decoded PNG is (`PNGLimits.default`: 8192 px a side, 32 Mpx),
  /// so a large document at a high density is refused rather than taking gigabytes.
  package func render(width: Int, height: Int) throws(VectorReadError) -> RGBAImage {
    try checkBounds(width: width, height: height)
    if let image = drawn[[width, height]] { return image }
    let image: RGBAImage
    switch drawing {
    case .svg(let bytes):
      // The iOS scales in the same child: the build asks for each in turn.
      let scales = [1, 2, 3].map { pixelSize(scale: $0) }.filter {
        (try? checkBounds(width: $0.0, height: $0.1)) != nil
      }
      let pixels = try SVGCage.shared.render(
        bytes, width: width, height: height, also: scales.map { [$0.0, $0.1] }, cage: cage)
      image = RGBAImage(width: width, height: height, pixels: pixels)
    case .pdf(let pdf):
      image = try pdf.render(width: width, height: height)
    }
    drawn[[width, height]] = image
    return image
  }

  /// A length in points for a message: whole numbers without a fraction.
  private static func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.2f", value)
  }

  private static func readSVG(_ bytes: [UInt8], cage: VectorCage) throws(VectorReadError) -> VectorDocument {
    let accepted = try SVGSafetyScan.scan(bytes).get()
    guard let size = try SVGCage.shared.size(of: bytes, cage: cage) else {
      throw VectorReadError("has no size: give the <svg> element a width and height, or a viewBox")
    }
    return VectorDocument(
      format: .svg, points: (size.width, size.height), bitmaps: accepted.embeddedBitmaps,
      drawing: .svg(bytes),
      cage: cage)
  }

  private static func readPDF(_ bytes: [UInt8], cage: VectorCage) throws(VectorReadError) -> VectorDocument {
    guard String(decoding: bytes.prefix(1024), as: UTF8.self).contains("%PDF-") else {
      throw VectorReadError("not a PDF document: no '%PDF-' header in its first 1024 bytes")
    }
    guard String(decoding: bytes.suffix(1024), as: UTF8.self).contains("%%EOF") else {
      throw VectorReadError("a PDF cut short: no '%%EOF' in its last 1024 bytes")
    }
    let page = try PDFPageRenderer(bytes: bytes, cage: cage)
    return VectorDocument(format: .pdf, points: page.points, bitmaps: [], drawing: .pdf(page), cage: cage)
  }
}
