import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackPreview
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// The app icon on the preview page: each theme's icon in iOS 26's four looks on a light and a
/// dark wallpaper, drawn from the images the build writes (a real build of a small project
/// with an SVG icon, and one with a PNG of its own for theme `b`).
@Suite("preview: app icons in four looks")
struct PreviewAppIconTests {
  static let glyph = """
    <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
      <rect x="16" y="16" width="32" height="32" fill="#FFF"/>
    </svg>

    """

  /// The build fixture (themes `a` and `b`) with an app icon: a white square tinted with the
  /// theme colour on white; `b` calls its icon `Bee`.
  static func fixture(broken: Bool = false) throws -> BuildFixture {
    let fixture = try BuildFixture()
    try fixture.project.write(
      """
      {
        "packageName": "test.themes",
        "assets": { "icon": { "source": "master", "tint": "template" } },
        "appIcon": { "master": "Icons/Glyph.svg", "tint": "template", "background": "#FFFFFF" }
      }
      """, to: "themepack.json")
    try fixture.project.write(glyph, to: "Icons/Glyph.svg")
    try fixture.project.writeTheme("b", color: "#3366CC", extra: #", "appIcon": {"name": "Bee"}"#)
    return fixture
  }

  private func decode(_ path: String) throws -> RGBAImage {
    try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path).image
  }

  /// The default and dark looks on the page are the build's renderer's any and dark looks,
  /// drawn at the tile's size and cut to the rounded square; the default look matches the
  /// appiconset the build writes, resampled to the tile, to within a mean of 2 levels a
  /// channel (drawing a vector at 120 px rather than 1024 px changes only its antialiasing).
  @Test func theDefaultAndDarkLooksAreTheBuildsRenderers() throws {
    let fixture = try Self.fixture()
    try fixture.build()
    let result = try ProjectPreview.render(fixture.options)
    let project = try fixture.loaded()
    let side = PreviewAppIcon.pixelSide
    for (theme, name) in [("a", "AppIcon-a"), ("b", "Bee")] {
      let spec = try #require(project.themes.first { $0.name == theme })
      let looks = try AppIconRenderer(project: project, theme: spec, spec: try #require(spec.appIcon))
        .looks(side: side)
      let shown = try decode(result.folder + "/images/\(theme)/app-icon/default.png")
      #expect(shown == AppIconLookPainter.masked(looks.any))
      var expected = Canvas(width: side, height: side)
      expected.draw(
        AppIconLookPainter.gradient(
          side: side, ThemeRGBA(red: 0x31, green: 0x31, blue: 0x31),
          ThemeRGBA(red: 0x14, green: 0x14, blue: 0x14)),
        atX: 0, y: 0)
      expected.draw(looks.dark, atX: 0, y: 0)
      #expect(
        try decode(result.folder + "/images/\(theme)/app-icon/dark.png")
          == AppIconLookPainter.masked(expected.result))
      let set = fixture.output + "/icons/AppIcons.xcassets/\(name).appiconset/"
      let built = Resampler.resize(try decode(set + name + ".png"), width: side, height: side)
      let total = zip(built.pixels, looks.any.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
      let mean = Double(total) / Double(built.pixels.count)
      #expect(mean < 2, "mean difference \(mean) from the built appiconset")
    }
  }

  /// Every theme's section shows the four looks on each wallpaper, every picture a file of
  /// the folder; clear and tinted differ between the wallpapers and are marked approximated.
  @Test func eachThemeShowsFourLooksOnTwoWallpapers() throws {
    let fixture = try Self.fixture()
    let result = try ProjectPreview.render(fixture.options)
    let html = try String(contentsOfFile: result.folder + "/index.html", encoding: .utf8)
    for theme in ["a", "b"] {
      let section = try #require(html.components(separatedBy: "data-theme=\"\(theme)\"").dropFirst().first)
        .components(separatedBy: "</section>")[0]
      #expect(section.components(separatedBy: "class=\"appicon\"").count - 1 == 8)
      for wallpaper in ["light", "dark"] { #expect(section.contains("data-wallpaper=\"\(wallpaper)\"")) }
      for look in AppIconLook.allCases {
        #expect(section.components(separatedBy: "data-look=\"\(look.rawValue)\"").count - 1 == 2)
      }
      #expect(section.contains("approximations"))
      let folder = result.folder + "/images/\(theme)/app-icon/"
      for look in ["clear", "tinted"] {
        #expect(try decode(folder + look + ".png") != (try decode(folder + look + ".dark-wallpaper.png")))
      }
    }
    for path in HTMLScan.attributeValues("src", in: html) {
      #expect(FileManager.default.fileExists(atPath: result.folder + "/" + path), "\(path)")
    }
  }

  /// The tile is clear in its corners and opaque inside for the opaque looks; the clear look
  /// lets the wallpaper through; the tinted look carries the tint.
  @Test func thePainterMasksFrostsAndTints() throws {
    let fixture = try Self.fixture()
    let project = try fixture.loaded()
    let theme = try #require(project.themes.first { $0.name == "a" })
    let source = try #require(AppIconTile.drawn(theme, in: project))
    let looks = try #require(source.looks)
    for look in AppIconLook.allCases {
      for dark in [false, true] {
        let tile = AppIconLookPainter.paint(looks, look, darkWallpaper: dark)
        #expect(tile.width == PreviewAppIcon.pixelSide && tile.height == PreviewAppIcon.pixelSide)
        #expect(tile[0, 0].alpha == 0 && tile[119, 119].alpha == 0, "\(look) corners")
        if look != .clear { #expect(tile[60, 4].alpha == 255, "\(look) inside") }
      }
    }
    let clear = AppIconLookPainter.paint(looks, .clear, darkWallpaper: false)
    #expect(clear[60, 4].alpha < 255 && clear[60, 4].alpha > 0, "the wallpaper shows through")
    let tinted = AppIconLookPainter.paint(looks, .tinted, darkWallpaper: true)
    let middle = tinted[60, 60]
    #expect(middle.red > middle.blue, "the glyph in the amber tint: \(middle)")
  }

  @Test func aThemeWithoutAnIconShowsNone() throws {
    let fixture = try BuildFixture()
    let result = try ProjectPreview.render(fixture.options)
    let html = try String(contentsOfFile: result.folder + "/index.html", encoding: .utf8)
    #expect(!html.contains("App icon (iOS 26)"))
    #expect(!FileManager.default.fileExists(atPath: result.folder + "/images/a/app-icon"))
  }

  /// An icon whose file cannot be drawn is named on the page with the build's reason; the rest
  /// of the page is drawn.
  @Test func anIconThatCannotBeDrawnSaysWhy() throws {
    let fixture = try Self.fixture()
    let project = try fixture.loaded()
    var theme = try #require(project.themes.first { $0.name == "a" })
    theme.appIcon?.master = "Icons/Missing.svg"
    let source = try #require(AppIconTile.drawn(theme, in: project))
    #expect(source.looks == nil)
    #expect(source.problem?.contains("Missing.svg") == true)
    let input = PreviewInput(
      title: "t", scales: [1],
      themes: [PreviewTheme(name: "a", color: theme.color, darkColor: theme.color, assets: [])])
    var withIcon = input
    withIcon.themes[0].appIcon = source
    let html = PreviewPageWriter.html(PreviewPageBuilder.page(for: withIcon))
    #expect(html.contains("the icon cannot be drawn"))
    #expect(!html.contains("class=\"appicon\""))
  }

  @Test func theSamePreviewTwiceHasTheSameIconBytes() throws {
    let fixture = try Self.fixture()
    let project = try fixture.loaded()
    let theme = try #require(project.themes.first)
    #expect(AppIconTile.drawn(theme, in: project) == AppIconTile.drawn(theme, in: project))
  }
}
