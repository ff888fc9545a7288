import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackPreview
import ThemePackToolTestSupport

@Suite("Preview page: structure, colours, navigation bars, findings, escaping")
struct PreviewPageTests {
  /// The sample project rendered once for all tests here.
  static let sample: PreviewOutput? = try? PreviewRenderer.render(PreviewFixture.input())

  func sample() throws -> (html: String, files: [String: [UInt8]]) {
    let output = try #require(Self.sample)
    let html = String(decoding: try #require(output.files["index.html"]), as: UTF8.self)
    return (html, output.files)
  }

  func section(_ theme: String, in html: String) throws -> String {
    try #require(HTMLScan.element("section", containing: "data-theme=\"\(theme)\"", in: html))
  }

  @Test func oneSectionWithAHeadingPerTheme() throws {
    let (html, _) = try sample()
    #expect(HTMLScan.tags("h1", in: html).count == 1)
    #expect(
      HTMLScan.tags("section", in: html).filter { $0.contains("theme") && $0.contains("data-theme") }.count
        == PreviewFixture.themes.count)
    for theme in PreviewFixture.themes {
      let section = try section(theme.name, in: html)
      let heading = try #require(HTMLScan.element("h2", containing: "<h2 id=", in: section))
      #expect(heading.contains(">\(theme.name)"))
    }
  }

  @Test func idsAreUniqueAndEveryFragmentLinkHasATarget() throws {
    let (html, _) = try sample()
    let ids = HTMLScan.attributeValues("id", in: html)
    #expect(Set(ids).count == ids.count)
    let labels = HTMLScan.attributeValues("aria-labelledby", in: html)
    let fragments = HTMLScan.attributeValues("href", in: html).filter { $0.hasPrefix("#") }
    for reference in labels + fragments.map({ String($0.dropFirst()) }) {
      #expect(ids.contains(reference), "\(reference)")
    }
  }

  @Test func headingsNeverSkipALevel() throws {
    let (html, _) = try sample()
    var previous = 0
    var index = html.startIndex
    while let open = html[index...].range(of: "<h") {
      let level = html[open.upperBound...].first.flatMap { Int(String($0)) }
      if let level, (1...6).contains(level) {
        #expect(level <= previous + 1, "h\(level) after h\(previous)")
        previous = level
      }
      index = open.upperBound
    }
    #expect(previous > 0)
  }

  @Test func everyImageHasAltTextAndIsInTheFolder() throws {
    let (html, files) = try sample()
    let images = HTMLScan.tags("img", in: html)
    #expect(images.count > 50)
    for image in images {
      let alt = try #require(HTMLScan.attribute("alt", of: image), "\(image)")
      #expect(!alt.trimmingCharacters(in: .whitespaces).isEmpty)
      let source = try #require(HTMLScan.attribute("src", of: image))
      #expect(files[source] != nil, "\(source)")
    }
  }

  @Test func swatchesShowHexValuesAndContrastOnBothBackgrounds() throws {
    let (html, _) = try sample()
    for theme in PreviewFixture.themes {
      let section = try section(theme.name, in: html)
      let table = try #require(HTMLScan.element("table", containing: "class=\"colors\"", in: section))
      for color in [theme.color, theme.darkColor] {
        let hex = PreviewReference.hex(color)
        let row = try #require(HTMLScan.element("tr", containing: "<td class=\"hex\">\(hex)", in: table))
        let onLight = PreviewReference.ratioText(PreviewReference.contrast(color, PreviewReference.white))
        let onDark = PreviewReference.ratioText(PreviewReference.contrast(color, PreviewReference.iOSDark))
        #expect(row.contains("background:\(hex)"))
        #expect(row.contains(">\(onLight)<"), "\(theme.name) \(hex) on white: \(onLight)")
        #expect(row.contains(">\(onDark)<"), "\(theme.name) \(hex) on #1C1C1E: \(onDark)")
        #expect(row.range(of: onLight)!.lowerBound < row.range(of: onDark)!.lowerBound)
      }
    }
  }

  @Test func contrastOfAKnownPair() throws {
    // #226BAA on white, worked by hand: the channels linearise to 0.01600, 0.14703 and
    // 0.40198, so L = 0.2126·0.01600 + 0.7152·0.14703 + 0.0722·0.40198 = 0.13758 and the
    // ratio is 1.05 / 0.18758 = 5.5977, shown cut to two decimals.
    let (html, _) = try sample()
    let section = try section("blue", in: html)
    #expect(section.contains(">5.59:1<"))
  }

  @Test func aNavigationBarPerThemeAtEachWidthLightAndDark() throws {
    let (html, files) = try sample()
    for theme in PreviewFixture.themes {
      let section = try section(theme.name, in: html)
      let bars = HTMLScan.tags("img", in: section).filter { $0.contains("class=\"navbar\"") }
      #expect(bars.count == PreviewNavigationBar.commonWidths.count * 2)
      for (index, width) in [320, 390, 430].enumerated() {
        // The light half comes first, then the dark half, each with every width.
        for (side, bar) in [("light", bars[index]), ("dark", bars[3 + index])] {
          #expect(HTMLScan.attribute("alt", of: bar)!.contains("\(width) pt, \(side)"))
          #expect(bar.contains("width:\(width)px;height:44px"))
          let bytes = try #require(files[HTMLScan.attribute("src", of: bar)!])
          let image = try PNGDecoder.decode(bytes, file: "bar").image
          #expect(image.width == width * 2 && image.height == 88)
        }
      }
    }
  }

  @Test func findingsSitNextToTheirAsset() throws {
    let (html, _) = try sample()
    let blue = try section("blue", in: html)
    let drift = "dominant colour #2A6FB0 is 6.1 away"
    let choseBtn = try #require(
      HTMLScan.element("article", containing: "id=\"asset-blue.choseBtn\"", in: blue))
    #expect(choseBtn.contains(drift))
    #expect(choseBtn.contains("[color-drift]"))
    #expect(blue.components(separatedBy: drift).count == 2)
    let searchBtn = try #require(
      HTMLScan.element("article", containing: "id=\"asset-blue.searchBtn\"", in: blue))
    #expect(!searchBtn.contains("finding"))

    let wisteria = try section("wisteria", in: html)
    let odd = try #require(
      HTMLScan.element("article", containing: "id=\"asset-wisteria.searchBtn\"", in: wisteria))
    #expect(odd.contains("[inconsistent-size]"))
    #expect(odd.contains("class=\"finding error\""))
  }

  @Test func findingsWithoutAnAssetOrAboutAMissingOneGoToTheTheme() throws {
    let (html, _) = try sample()
    let sunFlower = try section("sunFlower", in: html)
    let list = try #require(HTMLScan.element("ul", containing: "class=\"findings\"", in: sunFlower))
    #expect(list.contains("[missing-asset]"))
    #expect(list.contains("<code>choseBtn</code>"))
    #expect(list.contains("[dark-contrast]"))
    #expect(!sunFlower.contains("id=\"asset-sunFlower.choseBtn\""))
    let project = try #require(HTMLScan.element("section", containing: "id=\"project-findings\"", in: html))
    #expect(project.contains("[junk-file]"))
  }

  @Test func theTableHasARowPerAssetAndMarksTheOddOneOut() throws {
    let (html, _) = try sample()
    let table = try #require(HTMLScan.element("table", containing: "class=\"matrix\"", in: html))
    let rows = HTMLScan.tags("tr", in: table)
    #expect(rows.count == 1 + 6)
    for name in ["navBar", "searchBtn", "choseBtn", "favorite", "logo", "dot"] {
      #expect(table.contains("<th scope=\"row\">\(name)<"))
    }
    let searchRow = try #require(
      HTMLScan.element("tr", containing: "<th scope=\"row\">searchBtn<", in: table))
    let cells = searchRow.components(separatedBy: "<td").dropFirst()
    #expect(cells.count == PreviewFixture.themes.count)
    let odd = cells.enumerated().filter { $0.element.hasPrefix(" class=\"odd\"") }.map(\.offset)
    #expect(odd == [2])
    #expect(cells[cells.startIndex + 2].contains("size 26×26 pt"))
    let choseRow = try #require(HTMLScan.element("tr", containing: "<th scope=\"row\">choseBtn<", in: table))
    let choseCells = Array(choseRow.components(separatedBy: "<td").dropFirst())
    #expect(choseCells[1].contains(">missing<"))
    // The 6 pt dot is enlarged to 24 pt in every theme, so it can be seen.
    let dotRow = try #require(
      HTMLScan.element("tr", containing: "<th scope=\"row\">dot<", in: table))
    #expect(dotRow.contains("6×6 pt, shown ×4"))
    #expect(dotRow.components(separatedBy: "width:24px;height:24px").count == 1 + 2 * 4)
  }

  @Test func aHypotheticalThemeIsMarked() throws {
    let (html, _) = try sample()
    let section = try section("try-FF3B30", in: html)
    #expect(section.contains(">hypothetical<"))
    #expect(section.contains("--try-color"))
    #expect(!(try self.section("blue", in: html)).contains(">hypothetical<"))
  }

  @Test func needsNoNetworkAndNoScript() throws {
    let (html, files) = try sample()
    for forbidden in ["<script", "http:", "https:", "url(", "@import", "<link", "@font-face"] {
      #expect(!html.contains(forbidden), "\(forbidden)")
    }
    #expect(html.contains("prefers-color-scheme: dark"))
    for path in files.keys {
      #expect(
        path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-/@".contains($0)) }, "\(path)")
      #expect(!path.hasPrefix("/") && !path.contains(".."))
    }
  }

  @Test func escapesEverythingTakenFromTheInput() throws {
    let image = RGBAImage(width: 2, height: 2, fill: ThemeRGBA(red: 1, green: 2, blue: 3))
    let input = PreviewInput(
      title: "<Title> & \"co\"", scales: [1],
      themes: [
        PreviewTheme(
          name: "<script>alert('x')</script>", color: ThemeRGBA(red: 0, green: 0, blue: 0),
          darkColor: ThemeRGBA(red: 255, green: 255, blue: 255),
          assets: [
            PreviewAsset(
              name: "a\"b<i>", pointWidth: 2, pointHeight: 2,
              images: [1: PreviewImages(light: image)])
          ],
          findings: [
            PreviewFinding(
              asset: "a\"b<i>", severity: .warning, ruleID: "r<1>", message: "<b>bold</b> & 'q'")
          ])
      ],
      navigationBar: PreviewNavigationBar(asset: "<nav>"))
    let output = try PreviewRenderer.render(input)
    let html = String(decoding: try #require(output.files["index.html"]), as: UTF8.self)
    for raw in ["<script>", "<Title>", "<i>", "<b>bold", "r<1>", "<nav>", "a\"b"] {
      #expect(!html.contains(raw), "\(raw)")
    }
    for escaped in [
      "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;", "&lt;Title&gt; &amp; &quot;co&quot;",
      "a&quot;b&lt;i&gt;", "&lt;b&gt;bold&lt;/b&gt; &amp; &#39;q&#39;", "[r&lt;1&gt;]",
      "&#39;&lt;nav&gt;&#39; is missing",
    ] {
      #expect(html.contains(escaped), "\(escaped)")
    }
    #expect(output.files.keys.contains("_script_alert__x____script_.png"))
  }

  @Test func withoutANavigationBarTheThemeSaysSo() throws {
    var input = try PreviewFixture.input()
    input.navigationBar = nil
    input.themes = [input.themes[0]]
    let html = String(decoding: try PreviewRenderer.render(input).files["index.html"]!, as: UTF8.self)
    #expect(!html.contains("class=\"navbar\""))
    #expect(html.contains("no asset is configured as the navigation bar"))
  }

  @Test func anUnslicedNavigationBarIsStretchedAndNoted() throws {
    let bar = RGBAImage(width: 4, height: 88, fill: ThemeRGBA(red: 9, green: 9, blue: 9))
    let input = PreviewInput(
      title: "t", scales: [2],
      themes: [
        PreviewTheme(
          name: "plain", color: ThemeRGBA(red: 9, green: 9, blue: 9),
          darkColor: ThemeRGBA(red: 9, green: 9, blue: 9),
          assets: [
            PreviewAsset(
              name: "bar", pointWidth: 2, pointHeight: 44, images: [2: PreviewImages(light: bar)])
          ])
      ],
      navigationBar: PreviewNavigationBar(asset: "bar", widths: [390]))
    let output = try PreviewRenderer.render(input)
    let html = String(decoding: output.files["index.html"]!, as: UTF8.self)
    #expect(html.contains("&#39;bar&#39; is not sliced: drawn stretched to each width"))
    let drawn = try PNGDecoder.decode(output.files["images/plain/navigation-bar/390pt.png"]!).image
    #expect(drawn == RGBAImage(width: 780, height: 88, fill: ThemeRGBA(red: 9, green: 9, blue: 9)))
  }
}
