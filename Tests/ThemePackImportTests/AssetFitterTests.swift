import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackImport
import ThemePackTestSupport

/// `AssetFitter` on art drawn the ways legacy themes are drawn: one master and a tint where
/// one reproduces every theme's file, nothing where none does.
@Suite("import: which master and tint reproduce every theme's file")
struct AssetFitterTests {
  static let colors: [LegacyThemeArt.Color] = [(34, 107, 170), (52, 73, 94), (241, 196, 15)]

  static func images(_ draw: (LegacyThemeArt.Color, Int) -> [UInt8], width: Int, height: Int) -> [RGBAImage] {
    colors.enumerated().map { index, color in
      RGBAImage(width: width, height: height, pixels: draw(color, index))
    }
  }

  static func rgba(_ color: LegacyThemeArt.Color) -> ThemeRGBA {
    ThemeRGBA(red: UInt8(color.red), green: UInt8(color.green), blue: UInt8(color.blue))
  }

  @Test(arguments: [
    ("template shape", "template"), ("white details", "screen"), ("black details", "multiply"),
    ("flat", "template"), ("noise", "none"), ("different shapes", "none"),
  ])
  func decidesTheModel(art: String, expected: String) throws {
    let images = Self.images(
      { color, index in
        switch art {
        case "template shape": return LegacyThemeArt.shape(width: 20, height: 20, color: color)
        case "white details": return LegacyThemeArt.button(width: 40, height: 20, color: color, detail: 255)
        case "black details": return LegacyThemeArt.button(width: 40, height: 20, color: color, detail: 0)
        case "flat": return LegacyThemeArt.flat(width: 20, height: 20, color: color)
        case "noise": return LegacyThemeArt.noise(width: 20, height: 20, seed: UInt64(index))
        default:
          return index == 0
            ? LegacyThemeArt.shape(width: 20, height: 20, color: color)
            : LegacyThemeArt.flat(width: 20, height: 20, color: color)
        }
      }, width: art.contains("details") ? 40 : 20, height: 20)
    let fit = AssetFitter.fit(images, colors: Self.colors.map(Self.rgba))
    #expect((fit?.tint.name ?? "none") == expected)
    // A fit reproduces every file within a level or two (rounding of the gray master).
    if let fit {
      for (image, color) in zip(images, Self.colors) {
        let made = Tinter.tint(fit.master, color: Self.rgba(color), mode: fit.tint)
        #expect(PixelDifference.between(made, image, tolerance: 2).pixelsOver == 0, "\(art)")
      }
    }
  }

  @Test func onlyATemplateFitsASingleTheme() {
    let button = RGBAImage(
      width: 40, height: 20,
      pixels: LegacyThemeArt.button(width: 40, height: 20, color: Self.colors[0], detail: 255))
    #expect(AssetFitter.fit([button], colors: [Self.rgba(Self.colors[0])]) == nil)
  }

  @Test func sizesThatDifferNeverFit() {
    let small = RGBAImage(width: 2, height: 2, fill: Self.rgba(Self.colors[0]))
    let large = RGBAImage(width: 3, height: 2, fill: Self.rgba(Self.colors[1]))
    #expect(
      AssetFitter.fit([small, large], colors: [Self.rgba(Self.colors[0]), Self.rgba(Self.colors[1])]) == nil)
  }

  /// A few hand-painted edge pixels off are tolerated; a visible detail is not.
  @Test func toleratesStrayEdgePixelsButNotADetail() {
    var images = Self.images(
      { color, _ in LegacyThemeArt.flat(width: 20, height: 20, color: color) }, width: 20, height: 20)
    images[1].pixels[0] = 255  // one pixel of 400 (0.25%) off by a lot
    #expect(AssetFitter.fit(images, colors: Self.colors.map(Self.rgba))?.tint == .template)
    for pixel in 0..<40 { images[1].pixels[pixel * 4 + 2] = 255 }  // 10% of the pixels
    #expect(AssetFitter.fit(images, colors: Self.colors.map(Self.rgba)) == nil)
  }
}
