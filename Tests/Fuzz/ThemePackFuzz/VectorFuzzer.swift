#if THEMEPACK_FUZZ
  import Foundation
  import ThemePackTestSupport
  import ThemePackArchive
  import ThemePackImaging

  /// One input through the vector-master reader as SVG or PDF: no crash, every refusal one
  /// line, and a document that reads is drawn (at most 64 px a side, so the fuzzer stays fast)
  /// and its embedded bitmaps listed, or refused in one line.
  enum VectorFuzzer {
    static func fuzz(_ bytes: [UInt8], format: VectorFormat) {
      do {
        let document = try VectorDocument.read(bytes, format: format)
        let (width, height) = document.pixelSize(scale: 1)
        let image = try document.render(width: min(width, 64), height: min(height, 64))
        precondition(
          image.width == min(width, 64) && image.height == min(height, 64), "drawn at another size")
        _ = try document.embeddedBitmaps()
      } catch {
        ZipFuzzer.oneLine(error.reason)
      }
    }

    /// Small documents of the shapes icons take: paths, strokes, gradients, masks, styles,
    /// `<use>`, an embedded PNG; PDF pages with paths and an inline image.
    static func seeds(for format: VectorFormat) -> [(String, [UInt8])] {
      switch format {
      case .svg: return svgSeeds.map { ($0.0 + ".svg", Array($0.1.utf8)) }
      case .pdf: return pdfSeeds.map { ($0.0 + ".pdf", $0.1) }
      }
    }

    private static let open = #"<svg xmlns="http://www.w3.org/2000/svg" "#

    private static var svgSeeds: [(String, String)] {
      let png =
        (try? PNGEncoder.encode(
          RGBAImage(width: 2, height: 2, fill: ThemeRGBA(red: 255, green: 255, blue: 255))))
        .map {
          Data($0).base64EncodedString()
        }
      return [
        ("path", open + ##"width="24" height="24"><path d="M2 2h20v20H2z" fill="#000"/></svg>"##),
        (
          "stroke",
          open
            + ##"viewBox="0 0 24 24"><path d="M4 12q8-10 16 0" stroke="#000" stroke-width="2" fill="none" stroke-linecap="round"/></svg>"##
        ),
        (
          "gradient",
          open
            + ##"width="20pt" height="10pt"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue" stop-opacity=".5"/></linearGradient></defs><rect width="20" height="10" fill="url(#g)"/></svg>"##
        ),
        (
          "mask-use",
          open
            + ##"width="16" height="16"><defs><mask id="m"><circle cx="8" cy="8" r="6" fill="#fff"/></mask><path id="p" d="M0 0h16v16H0z"/></defs><use href="#p" mask="url(#m)"/></svg>"##
        ),
        (
          "style",
          open
            + ##"width="12" height="12"><style>.a{fill:#226BAA;opacity:.8}</style><rect class="a" width="12" height="12" rx="3"/></svg>"##
        ),
        (
          "bitmap",
          open
            + ##"width="2" height="2"><image width="2" height="2" href="data:image/png;base64,\##(png ?? "")"/></svg>"##
        ),
      ]
    }

    private static var pdfSeeds: [(String, [UInt8])] {
      [
        ("square", TestPDF.page()),
        ("fractional", TestPDF.page(width: 20.3, height: 10.25, content: "0 0 0 rg 2 2 16 6 re f")),
        ("curve", TestPDF.page(content: "0 0 1 RG 2 w 2 2 m 12 22 22 2 c S")),
        (
          "inline-image",
          TestPDF.page(
            width: 2, height: 2,
            content: "q 2 0 0 2 0 0 cm BI /W 4 /H 4 /CS /G /BPC 8 /F /AHx ID "
              + String(repeating: "FF", count: 16)
              + "> EI Q")
        ),
      ]
    }
  }
#endif
