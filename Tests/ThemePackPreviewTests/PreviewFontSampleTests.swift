import Foundation
import Testing
import ThemePackBuild
import ThemePackImaging
import ThemePackNative
import ThemePackPreview
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// Fonts in the preview (issue 49 steps 6–7): each font role's sample text in the theme's own
/// face, on the page through `@font-face` from the file copied into the preview folder and on
/// the contact sheet drawn with FreeType; a role naming an iOS font says it is shown in the
/// system font. A small project built for real with the repository's Comfortaa Bold.
@Suite("preview: the theme's own fonts")
struct PreviewFontSampleTests {
  static let sampleText = "Hello Theme"
  static let comfortaa: [UInt8] = Array(
    (try? Data(
      contentsOf: Golden.repositoryRoot.appendingPathComponent(
        "Assets/Themes/wisteria/Fonts/Comfortaa-Bold.ttf")))
      ?? Data())

  /// The build fixture with Comfortaa Bold in theme `a`'s `Fonts/`, a title role in it, a
  /// body role in Helvetica (an iOS font) and `sampleText`.
  static func fixture() throws -> BuildFixture {
    let fixture = try BuildFixture()
    try fixture.project.write(comfortaa, to: "Themes/a/Fonts/Comfortaa-Bold.ttf")
    try fixture.project.writeTheme(
      "a", color: "#CC3333",
      extra: """
        , "sampleText": "\(sampleText)", "fonts": {
          "title": {"family": "Comfortaa-Bold", "size": 17},
          "body": {"family": "Helvetica", "size": 15, "weight": "regular"}
        }
        """)
    return fixture
  }

  @Test func thePageLoadsTheThemesFileAndShowsTheSampleTextInIt() throws {
    let fixture = try Self.fixture()
    let result = try ProjectPreview.render(fixture.options)
    #expect(result.lint.errorCount == 0, "\(result.lint.findings.map(\.description))")
    let html = try String(contentsOfFile: result.folder + "/index.html", encoding: .utf8)
    #expect(
      html.contains(
        "<style>@font-face{font-family:'tp-a-1';src:url('fonts/a/1.ttf') format('truetype')}</style>"))
    let copied = try Data(contentsOf: URL(fileURLWithPath: result.folder + "/fonts/a/1.ttf"))
    #expect(Array(copied) == Self.comfortaa)
    #expect(
      html.contains(
        #"<span class="font-sample" data-font-face="Comfortaa-Bold" data-css-family="tp-a-1" style="font-family: &#39;tp-a-1&#39;, system-ui; font-size: 17px">Hello Theme</span>"#
      ))
    // The body role names an iOS font: the system fallback, said so.
    let body = try #require(html.components(separatedBy: #"<tr data-font="body">"#).dropFirst().first)
      .components(separatedBy: "</tr>")[0]
    #expect(body.contains("an iOS system font, not shipped with the theme"))
    #expect(!body.contains("data-font-face"))
    // Theme b ships no font: no file, no rule.
    #expect(!FileManager.default.fileExists(atPath: result.folder + "/fonts/b"))
  }

  /// The sheet draws the title's sample with FreeType: the pixels under it are the line
  /// FreeType draws in Comfortaa at 2x, in the text colour over the light background.
  @Test func theContactSheetShowsTheRealGlyphs() throws {
    let fixture = try Self.fixture()
    let project = try fixture.loaded()
    let theme = try #require(project.themes.first { $0.name == "a" })
    var preview = PreviewTheme(
      name: "a", color: theme.color, darkColor: theme.color, assets: [], fonts: theme.fonts)
    preview.fontFiles = PreviewFontFile.read(theme, in: project)
    preview.sampleText = PreviewFontFile.sampleText(of: theme, in: project)
    #expect(preview.sampleText == Self.sampleText)
    let page = PreviewPageBuilder.page(for: PreviewInput(title: "t", scales: [1], themes: [preview]))
    let view = try #require(page.themes.first)
    #expect(view.fontSamples.map(\.role) == ["body", "title"])
    let title = try #require(view.fontSamples.last)
    #expect(title.face?.postScriptName == "Comfortaa-Bold" && title.note == nil)
    let line = try FreeTypeNative.drawLine(
      Self.sampleText, in: Self.comfortaa, faceIndex: 0, pixelSize: 34,
      maxWidth: PreviewFontSample.sheetLineWidth
    ).get()
    let drawn = try #require(title.sheetLine)
    #expect(drawn.width == line.width && drawn.height == line.height)
    #expect(drawn.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element) == line.coverage)

    let sheet = ContactSheet.render(
      view, lightBackground: PreviewInput.iOSLightBackground, darkBackground: PreviewInput.iOSDarkBackground)
    let layout = ContactSheet.layout(view, images: [])
    let text = PreviewPalette.text(on: PreviewInput.iOSLightBackground)
    let label = BitmapFont.glyphHeight * ContactSheet.labelScale
    let bodyRow = label + 8 + label + ContactSheet.gap
    let top = layout.fontY + ContactSheet.gap + bodyRow + label + 8
    var expected = Canvas(
      width: drawn.width, height: drawn.height, background: PreviewInput.iOSLightBackground)
    expected.draw(PreviewFontSample.colored(drawn, text), atX: 0, y: 0)
    var region = RGBAImage(width: drawn.width, height: drawn.height, fill: .clear)
    for y in 0..<drawn.height {
      for x in 0..<drawn.width { region[x, y] = sheet[ContactSheet.margin + x, top + y] }
    }
    #expect(region == expected.result)
    #expect(line.coverage.contains { $0 > 128 }, "ink drawn")
  }

  @Test func aFaceNoFileHasAndThatIsNoIOSFontSaysSo() {
    let spec = FontSpec(family: "Brand-Black", size: 12)
    let sample = PreviewFontSample.make(role: "x", spec: spec, text: "Hi", files: [], fonts: [])
    #expect(sample.face == nil && sample.sheetLine == nil)
    #expect(sample.note?.contains("no font file of the theme has 'Brand-Black'") == true)
  }
}
