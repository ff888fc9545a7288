import Foundation
import Testing
import ThemePackImaging
import ThemePackImport
import ThemePackTestSupport

/// `themepack init --from App.xcassets`, then `lint` and `build`, run as a user would.
@Suite("themepack init from an asset catalog, end to end")
struct InitFromCatalogTests {
  final class Trip: @unchecked Sendable {
    let folder: TemporaryFolder
    var catalog: String { folder.path("App.xcassets") }
    var project: String { folder.path("project") }
    var output: String { folder.path("Output") }
    var report = ""

    init() throws {
      folder = try TemporaryFolder("init-catalog")
      try CatalogFixture.write(into: folder, at: "App.xcassets")
      let result = try ThemePackBinary.run(["init", "--from", catalog, "--into", project])
      #expect(result.status == 0, "\(result.standardError)")
      report = result.standardOutput
    }

    func text(_ relative: String) throws -> String {
      try String(contentsOfFile: project + "/" + relative, encoding: .utf8)
    }
  }

  @Test func groupsBecomeThemesAndColourSetsTheirColours() throws {
    let trip = try Trip()
    #expect(trip.report.contains("imported 2 themes from '\(trip.catalog)' (asset catalog)"))
    #expect(trip.report.contains("  blue: #226BAA from colour set 'blue/themeColor'"))
    #expect(trip.report.contains("  silver: #BDC3C7 from colour set 'silver/themeColor'"))
    #expect(trip.report.contains("  icon: master, tint template: rendered as a template"))
    #expect(trip.report.contains("  btn: master, tint screen"))
    let blue = try trip.text("Themes/blue/theme.json")
    #expect(blue.contains("\"color\": \"#226BAA\""))
    #expect(blue.contains("\"darkColor\": \"#78AADC\""))
    let config = try trip.text("themepack.json")
    #expect(config.contains("\"packageName\": \"App\""))
    #expect(config.contains("\"dark\": \"explicitFile\""))
    #expect(config.contains("\"center\": \"stretch\""))
    // The icon's only file is 2x: the project keeps btn's 3x, and the icon is built at 1x and
    // 2x (never upscaled; iOS shows its 2x file on 3x screens).
    #expect(config.contains("\"scales\": [\n    1,\n    2,\n    3\n  ]"), "\(config)")
    #expect(config.contains("\"scales\": [\n        1,\n        2\n      ]"), "\(config)")
    #expect(
      trip.report.contains("drawn below 3x, so built at the scales of their own files ('scales')"),
      "\(trip.report)")
    #expect(trip.report.contains("on 3x screens): icon\n"), "\(trip.report)")
    #expect(FileManager.default.fileExists(atPath: trip.project + "/Base/icon@2x.png"))
    #expect(FileManager.default.fileExists(atPath: trip.project + "/Themes/silver/btn.dark@2x.png"))
  }

  @Test func theProjectLintsAndBuildsWhatTheCatalogShowed() throws {
    let trip = try Trip()
    let lint = try ThemePackBinary.run(["lint", "--assets", trip.project])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    #expect(!lint.standardOutput.contains("error:"), "\(lint.standardOutput)")
    let build = try ThemePackBinary.run(["build", "--assets", trip.project, "--output", trip.output])
    #expect(build.status == 0, "\(build.standardError)\(build.standardOutput)")
    for theme in CatalogFixture.themes.map(\.name) {
      // The icon, a template: the built 2x file has the source's size and alpha.
      let source = try PNGDecoder.decodeFile(
        atPath: "\(trip.catalog)/\(theme)/icon.imageset/\(CatalogFixture.iconFile)"
      ).image
      let built = try PNGDecoder.decodeFile(atPath: "\(trip.output)/themes/\(theme)/icon@2x.png").image
      #expect(built.width == source.width && built.height == source.height)
      // Nothing upscaled: no 3x icon, while the button keeps its 3x file.
      #expect(!FileManager.default.fileExists(atPath: "\(trip.output)/themes/\(theme)/icon@3x.png"))
      #expect(FileManager.default.fileExists(atPath: "\(trip.output)/themes/\(theme)/btn@3x.png"))
      #expect(
        stride(from: 3, to: built.pixels.count, by: 4).allSatisfy { built.pixels[$0] == source.pixels[$0] })
      // The dark button is the catalog's own dark file, as drawn (sliced: its corners match).
      let dark = try PNGDecoder.decodeFile(atPath: "\(trip.catalog)/\(theme)/btn.imageset/btn-dark@2x.png")
        .image
      let builtDark = try PNGDecoder.decodeFile(atPath: "\(trip.output)/themes/\(theme)/btn.dark@2x.png")
        .image
      #expect(builtDark[0, 0] == dark[0, 0])
    }
    // The catalog the build writes keeps the colours of the source catalog.
    let colorSet = try String(
      contentsOfFile: "\(trip.output)/App.xcassets/silver/color.colorset/Contents.json", encoding: .utf8)
    #expect(colorSet.contains("\"red\" : \"0.741\""))
  }

  @Test func aDamagedCatalogIsRefusedAndNothingWritten() throws {
    let folder = try TemporaryFolder("init-catalog")
    try CatalogFixture.write(into: folder, at: "App.xcassets")
    try folder.write(
      "{\"images\" : [ { \"filename\" : \"../../../etc/passwd\" } ] }",
      to: "App.xcassets/blue/icon.imageset/Contents.json")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("App.xcassets"), "--into", folder.path("p"),
    ])
    #expect(result.status == 1)
    #expect(result.standardError.contains("blue/icon.imageset/Contents.json"))
    #expect(result.standardError.contains("not a plain name in the set's folder"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("p")))
  }

  @Test func aCatalogWithoutGroupsIsOneTheme() throws {
    let folder = try TemporaryFolder("init-catalog")
    try CatalogFixture.write(into: folder, at: "Flat.xcassets")
    try FileManager.default.removeItem(atPath: folder.path("Flat.xcassets/silver"))
    try folder.write(
      "{\"info\" : {\"author\" : \"xcode\", \"version\" : 1}}", to: "Flat.xcassets/blue/Contents.json")
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("Flat.xcassets"), "--into", folder.path("p"),
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("imported 1 theme from"))
    #expect(FileManager.default.fileExists(atPath: folder.path("p/Themes/Flat/theme.json")))
    let lint = try ThemePackBinary.run(["lint", "--assets", folder.path("p")])
    #expect(lint.status == 0, "\(lint.standardOutput)")
  }

  /// A 571-px-wide 2x file (285.5 pt) beside a 285-px 1x file, as Xcode accepts them: the
  /// catalog lint and the imported project's lint (strict) pass, saying so as information, and
  /// the build draws both scales at the catalog's sizes.
  @Test func halfPointImagesImportLintAndBuild() throws {
    let folder = try TemporaryFolder("init-catalog")
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "Wide.xcassets/Contents.json")
    for (scale, width, height) in [(1, 285, 40), (2, 571, 80)] {
      let pixels = LegacyThemeArt.button(width: width, height: height, color: (34, 107, 170), detail: 255)
      try folder.write(
        try LegacyThemeArt.png(pixels, width: width, height: height),
        to: "Wide.xcassets/banner.imageset/b\(scale).png")
    }
    try folder.write(
      """
      { "images" : [ { "filename" : "b1.png", "idiom" : "universal", "scale" : "1x" },
        { "filename" : "b2.png", "idiom" : "universal", "scale" : "2x" } ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """, to: "Wide.xcassets/banner.imageset/Contents.json")
    let catalogLint = try ThemePackBinary.run(["lint", "--strict", "--assets", folder.path("Wide.xcassets")])
    #expect(catalogLint.status == 0, "\(catalogLint.standardOutput)")
    let project = folder.path("p")
    let result = try ThemePackBinary.run(["init", "--from", folder.path("Wide.xcassets"), "--into", project])
    #expect(result.status == 0, "\(result.standardError)")
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", project])
    #expect(lint.status == 0, "\(lint.standardOutput)")
    #expect(lint.standardOutput.contains("info: [rounded-point-size]"), "\(lint.standardOutput)")
    #expect(lint.standardOutput.contains("is 571×80 px: at 2x that is 285.5×40 pt"), "\(lint.standardOutput)")
    let output = folder.path("Output")
    let build = try ThemePackBinary.run(["build", "--assets", project, "--output", output])
    #expect(build.status == 0, "\(build.standardError)\(build.standardOutput)")
    for (scale, name) in [(1, "banner.png"), (2, "banner@2x.png")] {
      let source = try PNGDecoder.decodeFile(
        atPath: folder.path("Wide.xcassets/banner.imageset/b\(scale).png")
      ).image
      let built = try PNGDecoder.decodeFile(atPath: "\(output)/themes/Wide/\(name)").image
      try #require(built.width == source.width && built.height == source.height, "\(name)")
      let difference = PixelDifference.between(built, source, tolerance: 16)
      #expect(difference.shareOver <= 0.02, "\(name): \(difference)")
    }
  }
}
