import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport
import ThemePackToolTestSupport

/// A vector file is untrusted input: outside references, scripts, entity bombs, huge sizes
/// and cut-short files are refused with one line, before anything is drawn.
@Suite("Hostile vector files: each refused with one line")
struct HostileVectorTests {
  static let svgOpen =
    "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' "
    + "width='24' height='24'>"

  static let laughs: String = {
    var entities = "<!ENTITY a0 'lol'>"
    for level in 1...12 {
      let previous = "&a\(level - 1);"
      entities += "<!ENTITY a\(level) '\(String(repeating: previous, count: 10))'>"
    }
    return "<?xml version='1.0'?><!DOCTYPE svg [\(entities)]>"
      + "<svg xmlns='http://www.w3.org/2000/svg' width='24' height='24'><text>&a12;</text></svg>"
  }()

  /// The base64 of a PNG signature and IHDR declaring `width` × `height` (no pixels follow).
  static func pngHeader(_ width: UInt32, _ height: UInt32) -> String {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes).base64EncodedString()
  }

  static func embedded(_ mediaType: String, _ base64: String) -> String {
    svgOpen + "<image width='4' height='4' href='data:\(mediaType);base64,\(base64)'/></svg>"
  }

  static let svgCases: [(String, String, String)] = [
    (
      "upper-case URL(", svgOpen + "<rect width='4' height='4' fill='URL(other.svg#g)'/></svg>",
      "outside the file"
    ),
    (
      "a style split by a character reference", svgOpen + "<style>rect{fill:&#117;rl(x.svg#g)}</style></svg>",
      "outside the file"
    ),
    ("a CSS escape in @import", svgOpen + "<style>@im\\70 ort url(a.css);</style></svg>", "@import"),
    (
      "a style sheet processing instruction",
      "<?xml version='1.0'?><?xml-stylesheet href='red.css'?>" + svgOpen + "</svg>", "xml-stylesheet"
    ),
    (
      "an external entity behind a comment naming <svg",
      "<?xml version='1.0'?><!DOCTYPE svg [<!-- <svg --><!ENTITY x SYSTEM 'file:///etc/passwd'>]>" + svgOpen
        + "<text>&x;</text></svg>", "external entity 'x'"
    ),
    (
      "a nested SVG data URL", embedded("image/svg+xml", Data(svgOpen.utf8).base64EncodedString()),
      "only PNG and JPEG"
    ),
    ("a TGA data URL", embedded("image/x-tga", "AAAA"), "only PNG and JPEG"),
    (
      "a bitmap bomb", embedded("image/png", pngHeader(16000, 16000)),
      "16000x16000 px bitmap, over the 8192 px"
    ),
    (
      "a bitmap header that overflows", embedded("image/png", pngHeader(0xFFFF_FFFF, 0xFFFF_FFFF)),
      "over the 8192 px"
    ),
    ("a bitmap without a readable size", embedded("image/png", "AAAA"), "size cannot be read"),
    (
      "turbulence octaves", svgOpen + "<filter id='f'><feTurbulence numOctaves='200'/></filter></svg>",
      "octaves"
    ),
    (
      "image of a file", svgOpen + "<image href='/etc/passwd' width='1' height='1'/></svg>",
      "outside the file"
    ),
    ("image over http", svgOpen + "<image xlink:href='http://example.com/a.png'/></svg>", "outside the file"),
    ("use of another file", svgOpen + "<use href='other.svg#icon'/></svg>", "outside the file"),
    (
      "fill of another file", svgOpen + "<rect width='4' height='4' fill='url(shared.svg#g)'/></svg>",
      "outside the file"
    ),
    ("style import", svgOpen + "<style>@import url(theme.css);</style></svg>", "@import"),
    ("style url", svgOpen + "<style>rect { fill: url(http://x/y#g) }</style></svg>", "outside the file"),
    ("inline style url", svgOpen + "<rect style='fill:url(file:///x)'/></svg>", "outside the file"),
    ("script", svgOpen + "<script>alert(1)</script></svg>", "<script>"),
    (
      "external entity",
      "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY x SYSTEM 'file:///etc/passwd'>]>" + svgOpen
        + "<text>&x;</text></svg>", "external entity 'x'"
    ),
    ("billion laughs", laughs, "expands its entities"),
    (
      "too many elements",
      svgOpen + String(repeating: "<g/>", count: VectorLimits.maxElements + 1) + "</svg>",
      "more than 100000 elements"
    ),
    ("huge size", "<svg xmlns='http://www.w3.org/2000/svg' width='100000' height='10'/>", "over the 4096 pt"),
    ("no size", "<svg xmlns='http://www.w3.org/2000/svg'><rect width='4' height='4'/></svg>", "has no size"),
    ("negative size", "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 -4 4'/>", "has no size"),
    ("cut short", String(svgOpen.dropLast(9)), "malformed XML"),
    ("not XML", "GIF89a", "malformed XML"),
    ("another root", "<html><body/></html>", "root element is 'html'"),
    ("empty", "", "the file is empty"),
  ]

  @Test(arguments: svgCases)
  func svgIsRefused(name: String, text: String, expected: String) {
    do {
      _ = try VectorDocument.read(Array(text.utf8), format: .svg)
      Issue.record("\(name): read")
    } catch {
      #expect(error.reason.contains(expected), "\(name): \(error.reason)")
      #expect(!error.reason.contains("\n"), "\(name): one line")
    }
  }

  @Test func aRenderingLargerThanAnImageMayBeIsRefused() throws {
    let text = "<svg xmlns='http://www.w3.org/2000/svg' width='3000' height='3000'/>"
    let document = try VectorDocument.read(Array(text.utf8), format: .svg)
    #expect(
      throws: VectorReadError(
        "would draw 9000x9000 px, over the 8192 px a side and 32 Mpx an image may be: draw it smaller")
    ) {
      try document.render(scale: 3)
    }
  }

  @Test func aLinkLoadsNothingAndIsKept() throws {
    let text = Self.svgOpen + "<a href='https://example.com'><rect width='4' height='4'/></a></svg>"
    #expect(try VectorDocument.read(Array(text.utf8), format: .svg).points.width == 24)
  }

  @Test func pdfCasesAreRefused() throws {
    let real = try ReferenceRenderer.pdf(fromSVG: VectorDocumentTests.icon)
    let huge = try ReferenceRenderer.pdf(
      fromSVG: "<svg xmlns='http://www.w3.org/2000/svg' width='5000' height='10'/>")
    let cases: [(String, [UInt8], String)] = [
      ("cut short", Array(real.prefix(real.count / 2)), "cut short"),
      ("not a PDF", Array("GIF89a".utf8), "no '%PDF-' header"),
      ("garbage between", Array("%PDF-1.4\nnonsense\n%%EOF\n".utf8), "poppler cannot read it"),
      ("huge page", huge, "over the 4096 pt"),
      ("javascript", Self.javaScriptPDF(), "JavaScript"),
    ]
    for (name, bytes, expected) in cases {
      do {
        _ = try VectorDocument.read(bytes, format: .pdf)
        Issue.record("\(name): read as a PDF")
      } catch {
        #expect(error.reason.contains(expected), "\(name): \(error.reason)")
        #expect(!error.reason.contains("\n"), "\(name): one line")
      }
    }
  }

  /// Bytes that are not UTF-8 anywhere in an SVG (Foundation's XML parser traps on such a
  /// name): refused before any parser reads them, at the first bad byte.
  @Test(arguments: [
    (
      "in an element name",
      Array("<svg xmlns='http://www.w3.org/2000/svg'><re".utf8) + [0xFF] + Array("ct/></svg>".utf8), 43
    ),
    ("in an attribute name", Array("<svg ".utf8) + [0xC3, 0x28] + Array("='1'/>".utf8), 5),
    ("in text", Array("<svg><desc>".utf8) + [0xED, 0xA0, 0x80] + Array("</desc></svg>".utf8), 11),
  ])
  func bytesThatAreNotUTF8AreRefused(label: String, bytes: [UInt8], offset: Int) {
    #expect {
      _ = try VectorDocument.read(bytes, format: .svg)
    } throws: { error in
      (error as? VectorReadError)?.reason
        == "is not UTF-8 text (byte \(offset) is not valid UTF-8): save the SVG as UTF-8"
    }
  }

  @Test func utf8BeyondASCIIIsRead() throws {
    let text = Self.svgOpen + "<desc>Kartennadel – Ø 24 pt, 地図</desc></svg>"
    #expect(try VectorDocument.read(Array(text.utf8), format: .svg).points.width == 24)
  }

  /// A one-page PDF whose catalog opens with a JavaScript action.
  static func javaScriptPDF() -> [UInt8] {
    TestPDF.page(catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ")
  }
}
