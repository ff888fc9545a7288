import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackPreview
import ThemePackProject

/// The glass bar on the preview page: four pictures per theme (the theme's images blurred,
/// frosted and tinted), the title in the glass form's colour over each, and a contrast badge
/// that gives the lint's verdict; none without a glass form.
@Suite("preview: the glass navigation bar")
struct PreviewGlassBarTests {
  static let blue = ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA)
  static let lightBlue = ThemeRGBA(red: 0x8F, green: 0xC1, blue: 0xFF)

  /// One theme whose only image is a 4×4 pt checkerboard of black and white at 1x.
  static func input(glass: GlassBarSpec?) -> PreviewInput {
    var pixels: [UInt8] = []
    for y in 0..<4 {
      for x in 0..<4 { pixels += (x + y) % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
    }
    let board = RGBAImage(width: 4, height: 4, pixels: pixels)
    let asset = PreviewAsset(
      name: "board", pointWidth: 4, pointHeight: 4, images: [1: PreviewImages(light: board)])
    let theme = PreviewTheme(name: "blue", color: blue, darkColor: lightBlue, assets: [asset])
    return PreviewInput(title: "test", scales: [1], themes: [theme], glassBar: glass)
  }

  @Test func eachAppearanceGetsABlurredTintedPictureTitleAndBadge() throws {
    let page = PreviewPageBuilder.page(for: Self.input(glass: GlassBarSpec(glassTintOpacity: 0.5)))
    let glass = try #require(page.themes.first?.glassBar)
    let light = glass.pictures.light.image
    #expect(light.width == 390 && light.height == 44)
    // Blurred: no pixel keeps the board's pure black or white; tinted: blue leads red.
    let middle = light[10, 22]
    #expect(
      middle != ThemeRGBA(red: 0, green: 0, blue: 0) && middle != ThemeRGBA(red: 255, green: 255, blue: 255))
    #expect(middle.blue > middle.red)
    #expect(glass.pictures.dark.image != light, "the dark glass lies on the dark background")
    let html = PreviewPageWriter.html(page)
    #expect(html.components(separatedBy: "class=\"glassbar\"").count - 1 == 4)
    #expect(html.components(separatedBy: "class=\"glassbar-title\"").count - 1 == 4)
    #expect(html.components(separatedBy: "glass-contrast").count - 1 == 4)
    let images = PreviewPageBuilder.images(of: page)
    for appearance in ThemeAppearance.allCases { #expect(images[glass.pictures[appearance].path] != nil) }
  }

  /// The badge gives the lint's verdict: the title's contrast on the tint over the plain
  /// background, which `GlassBarColors` computes.
  @Test func theBadgeJudgesTheTitleAsTheLintDoes() throws {
    let spec = GlassBarSpec(titleColor: "color", glassTintOpacity: 0.3)
    let page = PreviewPageBuilder.page(for: Self.input(glass: spec))
    let glass = try #require(page.themes.first?.glassBar)
    let colors = try #require(
      GlassBarColors(
        spec, values: ["color": AppearanceValues { $0.isDark ? Self.lightBlue : Self.blue }],
        backgrounds: GlassBarColors.systemBackgrounds(dark: PreviewInput.iOSDarkBackground)))
    let expected = colors.titleContrast(
      over: GlassBarColors.systemBackgrounds(dark: PreviewInput.iOSDarkBackground))
    for appearance in ThemeAppearance.allCases {
      #expect(abs(glass.ratio(in: appearance) - expected[appearance]) < 1e-9)
    }
  }

  @Test func noGlassFormDrawsNoGlassBar() {
    let page = PreviewPageBuilder.page(for: Self.input(glass: nil))
    #expect(page.themes.first?.glassBar == nil)
    #expect(!PreviewPageWriter.html(page).contains("class=\"glassbar\""))
  }

  @Test func theSamePageTwiceHasTheSameGlassBytes() {
    let first = PreviewPageBuilder.page(for: Self.input(glass: GlassBarSpec()))
    let second = PreviewPageBuilder.page(for: Self.input(glass: GlassBarSpec()))
    #expect(first.themes.first?.glassBar == second.themes.first?.glassBar)
  }
}
