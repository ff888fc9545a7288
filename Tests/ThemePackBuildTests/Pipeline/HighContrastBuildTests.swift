import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `"highContrast": {"images": true}`: every tinted image gets light and dark high-contrast
/// variants tinted with the theme colour's high-contrast values, in the runtime folder, its
/// manifest and the catalog; untinted assets get none; the cache keeps them.
@Suite("high-contrast images: .hc variants tinted with the high-contrast colours")
struct HighContrastBuildTests {
  /// The build fixture with a template master `icon`, an untinted master `logo` and a
  /// `color`-mode master `badge` whose dark variant is the same image.
  private func fixture(highContrast: Bool = true) throws -> BuildFixture {
    let fixture = try BuildFixture()
    let setting = highContrast ? #", "highContrast": {"images": true}"# : ""
    try fixture.project.write(
      """
      {
        "packageName": "test.themes", "scales": [1, 2, 3]\(setting),
        "assets": {
          "icon": { "source": "master", "tint": "template" },
          "logo": { "source": "master", "tint": "none" },
          "badge": { "source": "master", "tint": "color", "dark": "same" }
        }
      }
      """, to: "themepack.json")
    try fixture.project.writePNG(LintFixture.square(6, .white), to: "Base/logo@3x.png")
    // Orange is 2.9:1 on white: light high contrast needs a darker value (4.5:1).
    try fixture.project.writeTheme("a", color: "#E67E22")
    try fixture.project.writePNG(
      LintFixture.square(6, ThemeRGBA(red: 128, green: 128, blue: 128)), to: "Base/badge@3x.png")
    return fixture
  }

  private func decode(_ path: String) throws -> RGBAImage {
    try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path).image
  }

  private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  @Test func tintedAssetsGetBothVariantsTintedWithTheHighContrastValues() throws {
    let fixture = try fixture()
    try fixture.build()
    let colors = try fixture.loaded().colors(
      of: try #require(try fixture.loaded().themes.first { $0.name == "a" }))
    let values = try #require(colors.values["color"])
    #expect(values.lightHighContrast != values.light, "so a light .hc file shows the darker value")
    let folder = fixture.output + "/themes/a"
    for scale in [1, 2, 3] {
      let suffix = scale == 1 ? "" : "@\(scale)x"
      let light = try decode("\(folder)/icon.hc\(suffix).png")
      let dark = try decode("\(folder)/icon.dark.hc\(suffix).png")
      #expect(light.width == 2 * scale)
      #expect(light[0, 0] == values.lightHighContrast, "@\(scale)x light: white template becomes the colour")
      #expect(dark[0, 0] == values.darkHighContrast, "@\(scale)x dark")
      #expect(try decode("\(folder)/icon\(suffix).png")[0, 0] == values.light)
      #expect(try decode("\(folder)/icon.dark\(suffix).png")[0, 0] == values.dark)
    }
    // Untinted: none. A tinted asset with the same image in dark mode: light only.
    #expect(!exists("\(folder)/logo.hc@2x.png") && !exists("\(folder)/logo.dark.hc@2x.png"))
    #expect(exists("\(folder)/badge.hc@2x.png") && !exists("\(folder)/badge.dark.hc@2x.png"))
    #expect(!exists("\(folder)/badge.dark@2x.png"))
  }

  @Test func aThemesOwnFileKeepsItsDrawingButItsRetintedDarkVariantGetsOne() throws {
    let fixture = try fixture()
    let drawn = ThemeRGBA(red: 0x33, green: 0x66, blue: 0xCC)  // theme b's colour: no drift
    try fixture.project.writePNG(LintFixture.square(6, drawn), to: "Themes/b/icon@3x.png")
    try fixture.build()
    let folder = fixture.output + "/themes/b"
    #expect(!exists("\(folder)/icon.hc@2x.png"), "a theme's own file is used as drawn")
    #expect(try decode("\(folder)/icon@3x.png")[0, 0] == drawn)
    let theme = try #require(try fixture.loaded().themes.first { $0.name == "b" })
    let values = try #require(try fixture.loaded().colors(of: theme).values["color"])
    // The dark variants retint the drawing in `color` mode, each with its own colour.
    let expected = Tinter.tint(LintFixture.square(1, drawn), color: values.darkHighContrast, mode: .color)
    #expect(try decode("\(folder)/icon.dark.hc@3x.png")[0, 0] == expected[0, 0])
    #expect(
      try decode("\(folder)/icon.dark@3x.png")[0, 0]
        == Tinter.tint(LintFixture.square(1, drawn), color: values.dark, mode: .color)[0, 0])
  }

  @Test func theManifestListsThemAndReadsBack() throws {
    let fixture = try fixture()
    try fixture.build()
    let path = fixture.output + "/themes/a/manifest.json"
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let manifest = try RuntimeManifest.parse(bytes, file: path)
    let icon = try #require(manifest.assets["icon"])
    #expect(icon.scales.lightHighContrast == [1, 2, 3] && icon.scales.darkHighContrast == [1, 2, 3])
    #expect(manifest.assets["logo"]?.scales.lightHighContrast == [])
    #expect(manifest.assets["badge"]?.scales.lightHighContrast == [1, 2, 3])
    #expect(manifest.assets["badge"]?.scales.darkHighContrast == [])
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains(#""highContrast": {"#) && text.contains(#""2x": "icon.dark.hc@2x.png""#))
  }

  @Test func theCatalogHasContrastHighEntries() throws {
    let fixture = try fixture()
    try fixture.build()
    let set = fixture.output + "/test.themes.xcassets/a/icon.imageset"
    let contents = try String(contentsOfFile: set + "/Contents.json", encoding: .utf8)
    #expect(contents.contains(#""filename" : "icon.dark.hc@3x.png""#))
    #expect(contents.contains(#""appearance" : "contrast""#))
    #expect(exists(set + "/icon.hc@2x.png") && exists(set + "/icon.dark.hc.png"))
    let logo = try String(
      contentsOfFile: fixture.output + "/test.themes.xcassets/a/logo.imageset/Contents.json", encoding: .utf8)
    #expect(!logo.contains("contrast"))
  }

  @Test func aSecondBuildIsANoOpAndTurningItOffRemovesTheFiles() throws {
    let fixture = try fixture()
    try fixture.build()
    let before = fixture.snapshot()
    let plan = try fixture.plan()
    #expect(plan.themes.allSatisfy { $0.isUpToDate })
    #expect(plan.units.allSatisfy { if case .keep = $0.action { true } else { false } })
    #expect(fixture.snapshot() == before)
    #expect(try fixture.build().report.upToDateThemes == 2)

    let plain = try self.fixture(highContrast: false)
    try plain.build()
    try fixture.project.write(
      String(
        decoding: Array(try Data(contentsOf: URL(fileURLWithPath: plain.project.path("themepack.json")))),
        as: UTF8.self),
      to: "themepack.json")
    let off = try fixture.build()
    #expect(off.report.upToDateThemes == 0, "the setting is part of every tinted unit's key")
    #expect(!exists(fixture.output + "/themes/a/icon.hc@2x.png"))
    #expect(exists(fixture.output + "/themes/a/icon@2x.png"))
  }

  @Test func theCacheKeyCoversTheHighContrastColours() throws {
    let fixture = try fixture()
    let project = try fixture.loaded()
    let theme = try #require(project.themes.first { $0.name == "a" })
    let spec = try #require(project.config.asset(named: "icon"))
    func key(_ colors: (light: ThemeRGBA, dark: ThemeRGBA)?) -> String {
      UnitInputs(
        spec: spec, theme: theme, darkColor: .white, scales: [1, 2, 3], highContrastColors: colors
      ).cacheDescription(in: project) { _ in "hash" }
    }
    let black = ThemeRGBA(red: 0, green: 0, blue: 0)
    #expect(key(nil) != key((black, .white)))
    #expect(key((black, .white)) != key((.white, .white)))
    #expect(key((black, .white)) != key((black, black)))
    #expect(!key(nil).contains("highContrast"), "projects without the setting keep their keys")
  }
}
