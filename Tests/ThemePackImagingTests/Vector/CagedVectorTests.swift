import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport
import ThemePackToolTestSupport

/// The attacks of issue 47 on the vector masters: each is refused before anything is drawn
/// or drawn in `themepack-svg`'s child within its cage (here a short one, so the table runs
/// in seconds), always with one line, and this process goes on drawing.
@Suite("Hostile vector files in the cage: refused or bounded, one line, the process alive")
struct CagedVectorTests {
  /// What a case must end in.
  enum Outcome: Sendable, CustomStringConvertible {
    /// Refused when read (the lint's refusal), the reason containing one of these.
    case refusedWhenRead([String])
    /// Read, then refused when drawn at @1x, the reason containing one of these.
    case refusedWhenDrawn([String])

    var description: String {
      switch self {
      case .refusedWhenRead(let words): "refused when read: \(words)"
      case .refusedWhenDrawn(let words): "refused when drawn: \(words)"
      }
    }
  }

  static let cage = VectorCage(seconds: 1, memoryBytes: 1 << 30)
  static let svg = "<svg xmlns='http://www.w3.org/2000/svg' "

  /// librsvg 2.54 panics on a convolution of order 21 (a panic across its C API aborts).
  static let convolution =
    svg + "width='24' height='24'><filter id='f'><feConvolveMatrix order='21' kernelMatrix='"
    + Array(repeating: "1", count: 441).joined(separator: " ")
    + "'/></filter><rect width='24' height='24' filter='url(#f)'/></svg>"

  /// Forty PNGs, each within the bound a bitmap has alone (8 Mpx), 320 Mpx together.
  static let fortyBitmaps =
    svg + "width='24' height='24'>"
    + String(
      repeating: "<image width='1' height='1' href='data:image/png;base64,"
        + HostileVectorTests.pngHeader(4096, 2048) + "'/>", count: 40) + "</svg>"

  /// One 50 KB entity used 20,000 times.
  static let entityRepetition =
    "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY big '" + String(repeating: "x", count: 50_000) + "'>]>"
    + svg + "width='24' height='24'><desc>" + String(repeating: "&big;", count: 20_000) + "</desc></svg>"

  /// A few hundred bytes that keep librsvg busy for minutes.
  static let morphology =
    svg + "width='2000' height='2000'><filter id='f'><feMorphology radius='900'/></filter>"
    + "<rect width='2000' height='2000' filter='url(#f)'/></svg>"

  /// 700 KB of text: ten seconds of librsvg and pango.
  static let text =
    svg + "width='24' height='24'>"
    + (0..<5000).map {
      "<text x='0' y='\($0 % 24)' font-size='2'>\(String(repeating: "W", count: 100))</text>"
    }
    .joined() + "</svg>"

  static let cases: [(String, [UInt8], VectorFormat, Outcome)] = [
    (
      // librsvg panics while parsing it: the size is read in a child of the cage too.
      "feConvolveMatrix order 21 (librsvg panics)", Array(convolution.utf8), .svg,
      .refusedWhenRead(["librsvg crashed on it (signal 6: panicked at "])
    ),
    (
      "forty embedded PNGs", Array(fortyBitmaps.utf8), .svg,
      .refusedWhenRead(["embeds 40 bitmaps of 320 Mpx"])
    ),
    (
      "an entity repeated 20,000 times", Array(entityRepetition.utf8), .svg,
      .refusedWhenRead(["expands its entities"])
    ),
    (
      "feMorphology for minutes", Array(morphology.utf8), .svg,
      .refusedWhenDrawn(["took longer than 1 s", "more than 1 s of CPU"])
    ),
    (
      "700 KB of text", Array(text.utf8), .svg,
      .refusedWhenDrawn(["took longer than 1 s", "more than 1 s of CPU"])
    ),
    (
      "/Java#53cript", TestPDF.page(catalog: "/OpenAction << /S /Java#53cript /JS (app.alert(1)) >> "), .pdf,
      .refusedWhenRead(["carries JavaScript"])
    ),
    (
      "a MediaBox that does not parse",
      Array(
        String(decoding: TestPDF.page(), as: UTF8.self).replacingOccurrences(
          of: "[0 0 24.0 24.0]", with: "[0 0 24.0 2x.0]"
        ).utf8),
      .pdf, .refusedWhenRead(["has a page box ('/MediaBox [0 0 24.0 2x.0]') that cannot be read"])
    ),
  ]

  @Test(arguments: cases)
  func eachIsRefusedWithOneLine(name: String, bytes: [UInt8], format: VectorFormat, outcome: Outcome) {
    let reason: String
    do {
      let document = try VectorDocument.read(bytes, format: format, cage: Self.cage)
      guard case .refusedWhenDrawn = outcome else {
        Issue.record("\(name): read, where \(outcome)")
        return
      }
      _ = try document.render(scale: 1)
      Issue.record("\(name): drawn, where \(outcome)")
      return
    } catch {
      reason = error.reason
    }
    let (words, whenRead) =
      switch outcome {
      case .refusedWhenRead(let words): (words, true)
      case .refusedWhenDrawn(let words): (words, false)
      }
    #expect(words.contains { reason.contains($0) }, "\(name): \(reason), where \(outcome)")
    #expect(!reason.contains("\n"), "\(name): one line")
    if whenRead && !name.hasPrefix("feConvolveMatrix") {
      #expect(!reason.contains("librsvg"), "\(name): refused before librsvg: \(reason)")
    }
    // The process is alive, and the cage draws the next document as before.
    #expect(throws: Never.self, "\(name): the next document") {
      let next = try VectorDocument.read(Array(VectorDocumentTests.icon.utf8), format: .svg, cage: Self.cage)
      #expect(try next.render(scale: 2).width == 48)
    }
  }

  #if os(Linux)
    /// An address-space limit below what a drawing needs: refused as out of memory, one line.
    /// Linux only: Darwin's kernel does not apply `RLIMIT_AS` (the cage keeps its deadline and
    /// CPU limit there).
    @Test func aDrawingPastTheMemoryLimitIsRefused() throws {
      let big =
        Self.svg + "width='4000' height='4000'><filter id='f'><feGaussianBlur stdDeviation='9'/>"
        + "<feOffset dx='3'/></filter><rect width='4000' height='4000' filter='url(#f)'/></svg>"
      let cage = VectorCage(seconds: 20, memoryBytes: 200_000_000)
      let document = try VectorDocument.read(Array(big.utf8), format: .svg, cage: cage)
      #expect {
        _ = try document.render(scale: 1)
      } throws: { error in
        let reason = (error as? VectorReadError)?.reason ?? ""
        return reason.contains("librsvg ran out of the 200.0 MB") && !reason.contains("\n")
      }
    }
  #endif

  /// Reading an icon's size draws its iOS scales in the same child: the renderings the build
  /// asks for next are kept, and the same as drawn on their own. A master whose scales hold
  /// more than `SVGCage.scalePixels` is only measured.
  @Test func anIconsScalesAreDrawnWithItsSize() throws {
    // A comment of its own, so no other test has drawn this document in this process.
    let icon = VectorDocumentTests.icon.replacingOccurrences(of: "</svg>", with: "<!-- scales --></svg>")
    let bytes = Array(icon.utf8)
    let document = try VectorDocument.read(bytes, format: .svg, cage: Self.cage)
    for scale in [1, 2, 3] {
      let (width, height) = document.pixelSize(scale: scale)
      #expect(SVGCage.shared.keeps(bytes, width: width, height: height), "@\(scale)x")
    }
    let fresh = try VectorDocument.read(Array(VectorDocumentTests.icon.utf8), format: .svg, cage: Self.cage)
    #expect(try document.render(scale: 2) == fresh.render(scale: 2))

    let large = Array((Self.svg + "width='1000' height='1000'><rect width='9' height='9'/></svg>").utf8)
    let measured = try VectorDocument.read(large, format: .svg, cage: Self.cage)
    #expect(!SVGCage.shared.keeps(large, width: 1000, height: 1000))
    #expect(try measured.render(scale: 1).width == 1000)
  }

  /// Each size is drawn once per document: the second call gives the same pixels back.
  @Test func aRenderingIsKeptPerSize() throws {
    let document = try VectorDocument.read(
      Array(VectorDocumentTests.icon.utf8), format: .svg, cage: Self.cage)
    let first = try document.render(scale: 3)
    #expect(try document.render(scale: 3) == first)
    #expect(try document.render(scale: 1).width == 24)
  }
}
