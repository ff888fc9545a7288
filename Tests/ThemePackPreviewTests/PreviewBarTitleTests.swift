import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackPreview
import ThemePackToolTestSupport

/// `navigationBar.titleColor`: the bar drawn in four appearances with the theme's name as a
/// title in that colour, and the title's contrast on the bar under each.
@Suite("Preview: the navigation bar's title in light, dark and high contrast")
struct PreviewBarTitleTests {
  static let blue = ThemeRGBA(red: 0x29, green: 0x80, blue: 0xB9)
  static let darkBlue = ThemeRGBA(red: 0x1A, green: 0x52, blue: 0x76)
  static let navy = ThemeRGBA(red: 0x10, green: 0x30, blue: 0x50)
  static let white = ThemeRGBA(red: 255, green: 255, blue: 255)

  /// A theme `t` whose bar is flat blue (`navy` in its high-contrast file when `contrast`),
  /// with `onColor` white in every appearance but dark + high contrast (black).
  static func input(titleColor: String?, contrast: Bool = false) -> PreviewInput {
    let bar = { (color: ThemeRGBA) in RGBAImage(width: 8, height: 88, fill: color) }
    let onColor = AppearanceValues<ThemeRGBA>(
      light: white, dark: white, lightHighContrast: white,
      darkHighContrast: ThemeRGBA(red: 0, green: 0, blue: 0))
    let themeColor = AppearanceValues<ThemeRGBA>(
      light: blue, dark: blue, lightHighContrast: darkBlue, darkHighContrast: blue)
    let colors = ThemeColors(values: ["color": themeColor, "onColor": onColor], checks: [], cycle: [])
    let images = PreviewImages(
      light: bar(blue), others: AppearanceValues { contrast && $0 == .lightHighContrast ? bar(navy) : nil })
    return PreviewInput(
      title: "t", scales: [2],
      themes: [
        PreviewTheme(
          name: "t", color: blue, darkColor: blue,
          assets: [
            PreviewAsset(
              name: "bar", pointWidth: 4, pointHeight: 44, images: [2: images],
              slice: PreviewSlice(
                pixelInsets: [2: SlicePixelInsets(top: 0, left: 2, bottom: 0, right: 2)], center: .stretch))
          ], colors: colors)
      ],
      navigationBar: PreviewNavigationBar(asset: "bar", widths: [390], titleColor: titleColor))
  }

  static func html(_ input: PreviewInput) throws -> (String, [String: [UInt8]]) {
    let output = try PreviewRenderer.render(input)
    return (String(decoding: try #require(output.files["index.html"]), as: UTF8.self), output.files)
  }

  @Test func theTitleIsDrawnInEachAppearancesValueWithItsRatio() throws {
    let (html, _) = try Self.html(Self.input(titleColor: "onColor"))
    let titles = HTMLScan.tags("span", in: html).filter { $0.contains("class=\"navbar-title\"") }
    #expect(titles.count == 4, "light, dark, light high contrast, dark high contrast")
    let colours = titles.map { HTMLScan.attribute("style", of: $0) ?? "" }
    #expect(colours[0].hasPrefix("color:#FFFFFF") && colours[3].hasPrefix("color:#000000"))
    #expect(html.contains("<h4>Light high contrast</h4>") && html.contains("<h4>Dark high contrast</h4>"))
    // White on #2980B9 is 4.1:1: below text's 4.5:1; black on it 5.1:1, below 7:1.
    let white = WCAGContrast.ratio(Self.white, Self.blue)
    let black = WCAGContrast.ratio(ThemeRGBA(red: 0, green: 0, blue: 0), Self.blue)
    #expect(html.contains(">\(PreviewFormat.ratio(white))</span> <span class=\"badge error\">below 4.5:1<"))
    #expect(html.contains(">\(PreviewFormat.ratio(black))</span> <span class=\"badge error\">below 7:1<"))
    #expect(html.contains("<p class=\"bar-contrast\">Title <code>onColor</code>"))
    #expect(html.contains("on the bar <span class=\"swatch\" style=\"background:#2980B9\">"))
  }

  @Test func theHighContrastBarComesFromTheHighContrastFiles() throws {
    let (html, files) = try Self.html(Self.input(titleColor: "color", contrast: true))
    let bars = HTMLScan.tags("img", in: html).filter { $0.contains("class=\"navbar\"") }
    #expect(bars.count == 4)
    let sources = bars.compactMap { HTMLScan.attribute("src", of: $0) }
    #expect(
      sources == [
        "images/t/navigation-bar/390pt.png", "images/t/navigation-bar/390pt.png",
        "images/t/navigation-bar/390pt.hc.png", "images/t/navigation-bar/390pt.hc.png",
      ], "no dark files: dark falls back to light, dark + high contrast to high contrast")
    let drawn = try PNGDecoder.decode(try #require(files["images/t/navigation-bar/390pt.hc.png"])).image
    #expect(drawn[10, 10] == Self.navy)
    // The title in the theme colour's high-contrast value, measured on the navy bar.
    let ratio = WCAGContrast.ratio(Self.darkBlue, Self.navy)
    #expect(html.contains("on the bar <span class=\"swatch\" style=\"background:#103050\">"))
    #expect(html.contains(">\(PreviewFormat.ratio(ratio))</span>"))
  }

  @Test func aMissingTitleColourIsNotedAndTheBarKeepsTwoHalves() throws {
    let (html, _) = try Self.html(Self.input(titleColor: "headline"))
    #expect(html.contains("the title colour &#39;headline&#39; is not a colour of this theme"))
    #expect(!html.contains("class=\"navbar-title\""))
    #expect(!html.contains("<h4>Light high contrast</h4>"))
  }

  @Test func withoutATitleColourThePageIsAsBefore() throws {
    let (html, _) = try Self.html(Self.input(titleColor: nil))
    #expect(!html.contains("navbar-title\"") && !html.contains("bar-contrast\""))
    #expect(HTMLScan.tags("img", in: html).filter { $0.contains("class=\"navbar\"") }.count == 2)
  }

  @Test func theTitleTextIsEscaped() throws {
    var input = Self.input(titleColor: "color")
    input.themes[0].name = "<b>&"
    let (html, _) = try Self.html(input)
    #expect(html.contains(">&lt;b&gt;&amp;</span>"))
    #expect(!html.contains("<b>&"))
  }
}
