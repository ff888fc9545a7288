import Foundation
import ThemePackImaging
import ThemePackSupport
import ThemePackTestSupport

/// The command-line renderers of the libraries ThemePack draws vectors with, run as a
/// designer would run them: `rsvg-convert` (librsvg) and poppler's `pdftocairo`.
/// `make deps` installs them (librsvg2-bin, poppler-utils).
package enum ReferenceRenderer {
  package struct Missing: Error, CustomStringConvertible {
    package var tool: String
    package var description: String { "\(tool) is not installed: run 'make deps'" }
  }

  /// `rsvg-convert -w W -h H` of `svg`.
  package static func rsvg(_ svg: String, width: Int, height: Int) throws -> RGBAImage {
    try render("rsvg-convert", ["-w", "\(width)", "-h", "\(height)", "-o", "out.png", "in.svg"], input: svg)
  }

  /// `svg` turned into a one-page PDF by cairo (`rsvg-convert -f pdf` at 72 dpi, so an SVG
  /// unit is a PDF point), as design tools export PDF icons.
  package static func pdf(fromSVG svg: String) throws -> [UInt8] {
    let folder = try TemporaryFolder("reference-pdf")
    try folder.write(svg, to: "in.svg")
    try run(
      "rsvg-convert", ["-f", "pdf", "--dpi-x", "72", "--dpi-y", "72", "-o", "out.pdf", "in.svg"], in: folder)
    return [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path("out.pdf"))))
  }

  /// `pdftocairo -png -transp` of `pdf`'s first page at exactly `width` × `height`, as a
  /// designer would run poppler's tool by hand.
  package static func pdftocairo(_ pdf: [UInt8], width: Int, height: Int) throws -> RGBAImage {
    try render(
      "pdftocairo",
      [
        "-png", "-singlefile", "-transp", "-cropbox", "-scale-to-x", "\(width)", "-scale-to-y", "\(height)",
        "in.pdf",
        "out",
      ], input: pdf, inputName: "in.pdf")
  }

  private static func render(_ tool: String, _ arguments: [String], input: String) throws -> RGBAImage {
    try render(tool, arguments, input: Array(input.utf8), inputName: "in.svg")
  }

  private static func render(_ tool: String, _ arguments: [String], input: [UInt8], inputName: String) throws
    -> RGBAImage
  {
    let folder = try TemporaryFolder("reference-render")
    try folder.write(input, to: inputName)
    try run(tool, arguments, in: folder)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path("out.png"))))
    return try PNGDecoder.decode(bytes, file: "out.png").image
  }

  private static func run(_ tool: String, _ arguments: [String], in folder: TemporaryFolder) throws {
    guard let path = ChildProcess.locate(tool) else { throw Missing(tool: tool) }
    let result = try ChildProcess.run(path, arguments, in: folder.url.path, timeout: 60)
    guard result.status == 0 else {
      throw Missing(tool: "\(tool) (exit \(result.status): \(result.errors))")
    }
  }

  /// The share of pixels whose channels differ by more than `levels` in any channel.
  package static func shareOff(_ a: RGBAImage, _ b: RGBAImage, levels: Int = 16) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    var off = 0
    for index in stride(from: 0, to: a.pixels.count, by: 4) {
      for channel in 0..<4 where abs(Int(a.pixels[index + channel]) - Int(b.pixels[index + channel])) > levels
      {
        off += 1
        break
      }
    }
    return Double(off) / Double(a.width * a.height)
  }
}
