import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `TemplateShape` and the renders that share one (`RenderMemo`): every file is byte for byte
/// the file the general path (tint, analyse, pack, compress) writes.
@Suite("Template shapes: one analysis and compression per master and scale, the same bytes")
struct TemplateShapeTests {
  /// Shapes a template tint meets: soft edges, nothing visible, all opaque, a few alphas.
  static func shapes() -> [(String, RGBAImage)] {
    var random = SeededRandom(seed: 7)
    func image(_ width: Int, _ height: Int, alpha: (Int, Int) -> UInt8) -> RGBAImage {
      var pixels: [UInt8] = []
      for y in 0..<height {
        for x in 0..<width {
          let value = UInt8.random(in: 0...255, using: &random)
          pixels += [value, 255 - value, value / 2, alpha(x, y)]
        }
      }
      return RGBAImage(width: width, height: height, pixels: pixels)
    }
    return [
      ("soft disc", image(30, 30) { x, y in UInt8(max(0, min(255, (14 - hypot(x - 15, y - 15)) * 40))) }),
      ("every alpha", image(64, 4) { x, y in UInt8((y * 64 + x) % 256) }),
      ("transparent", image(5, 5) { _, _ in 0 }),
      ("opaque", image(9, 3) { _, _ in 255 }),
      ("two alphas", image(12, 12) { x, _ in x < 6 ? 0 : 255 }),
      ("three alphas", image(7, 7) { x, y in [0, 128, 255][(x + y) % 3] }),
    ]
  }

  static func hypot(_ x: Int, _ y: Int) -> Double { (Double(x * x + y * y)).squareRoot() }

  static let colors: [ThemeRGBA] = [
    ThemeRGBA(red: 0x56, green: 0xAB, blue: 0xE4), ThemeRGBA(red: 0, green: 0, blue: 1),
    ThemeRGBA(red: 255, green: 255, blue: 254),
    ThemeRGBA(red: 0xE4, green: 0x56, blue: 0x12), ThemeRGBA(red: 1, green: 0, blue: 0),
    ThemeRGBA(red: 9, green: 9, blue: 200),
  ]

  @Test func everyAcceptedColourGetsTheGeneralPathsBytes() throws {
    for (name, shapeImage) in Self.shapes() {
      for options in [PNGEncodeOptions.default, PNGEncodeOptions(compressionLevel: 1, filter: .sub)] {
        let shape = try TemplateShape(shapeImage, options: options)
        for color in Self.colors {
          #expect(TemplateShape.accepts(color))
          let expected = try PNGEncoder.encode(
            Tinter.tint(shapeImage, color: color, mode: .template), options: options)
          #expect(try shape.png(color) == expected, "\(name) \(color)")
        }
      }
    }
  }

  /// Why gray and translucent colours take the general path: white on an opaque shape stores
  /// as gray, and a translucent colour can merge two alphas into one.
  @Test func grayAndTranslucentColoursAreRefused() throws {
    #expect(!TemplateShape.accepts(ThemeRGBA(red: 255, green: 255, blue: 255)))
    #expect(!TemplateShape.accepts(ThemeRGBA(red: 40, green: 40, blue: 40)))
    #expect(!TemplateShape.accepts(ThemeRGBA(red: 200, green: 10, blue: 10, alpha: 254)))
    let opaque = Self.shapes().first { $0.0 == "opaque" }!.1
    let white = try PNGEncoder.encode(Tinter.tint(opaque, color: .white, mode: .template))
    #expect(try PNGDecoder.decode(white).header.colorType == .gray)
  }

  /// A build's render with the memo writes what a render without it writes, for every dark
  /// rule, with high-contrast colours, and for a gray theme colour (the general path).
  @Test(arguments: [DarkRule.retint, .invert, .same])
  func rendersSharingAMemoWriteTheSameFiles(dark: DarkRule) throws {
    let preparer = ImagePreparer(scales: [1, 2, 3], slice: nil, reader: ProjectReader(root: "/nowhere"))
    let master = try preparer.prepare(image: Self.shapes()[0].1, scale: 3, file: "m.png")
    let spec = AssetSpec(
      name: "icon", source: .master("Base/icon@3x.png"), tint: .template, dark: dark, themeColored: false)
    let memo = RenderMemo()
    for color in Self.colors + [ThemeRGBA(red: 128, green: 128, blue: 128)] {
      let theme = Theme(
        name: "t", folderPath: "/nowhere/t", version: SemanticVersion(major: 1, minor: 0, patch: 0),
        color: color, darkColor: nil, extraColors: [:], overrides: [:], darkFiles: [:])
      func files(_ memo: RenderMemo?) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let renderer = AssetRenderer(
          spec: spec, master: master, masterDark: nil, preparer: preparer, options: .files(.default),
          memo: memo)
        _ = try renderer.render(
          theme: theme, darkColor: ThemeRGBA(red: 200, green: 100, blue: 50),
          highContrast: (ThemeRGBA(red: 0, green: 40, blue: 90), ThemeRGBA(red: 220, green: 230, blue: 255))
        ) { files[$0.file.fileName] = $0.png }
        return files
      }
      let shared = try files(memo)
      #expect(shared == (try files(nil)), "\(color)")
      #expect(shared.count == [DarkRule.retint: 12, .invert: 9, .same: 6][dark])
    }
  }
}
