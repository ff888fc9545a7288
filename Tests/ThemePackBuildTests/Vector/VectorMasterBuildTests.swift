import Foundation
import Testing
import ThemePackBuild
import ThemePackCatalog
import ThemePackImaging
import ThemePackLint
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// Vector masters in a project: `Base/<asset>.svg` or `.pdf` (and per-theme overrides, dark
/// masters) drawn at every scale the project asks for, then tinted and written like any
/// master; the files the build writes are compared with the reference renderers.
@Suite("Vector masters: built at every scale, tinted, matching the reference renderers")
struct VectorMasterBuildTests {
  private func fixture(assets: String) throws -> BuildFixture {
    let fixture = try BuildFixture()
    try fixture.project.write(
      """
      { "packageName": "test.themes", "scales": [1, 2, 3],
        "assets": { "icon": { "source": "master", "tint": "template" }, \(assets) } }
      """, to: "themepack.json")
    return fixture
  }

  private func decode(_ path: String) throws -> RGBAImage {
    try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path).image
  }

  private func suffix(_ scale: Int) -> String { scale == 1 ? "" : "@\(scale)x" }

  @Test func anUntintedSVGMasterIsWrittenAsRsvgConvertDrawsItAtEachScale() throws {
    let fixture = try fixture(assets: #""badge": { "source": "master", "tint": "none", "dark": "same" }"#)
    try fixture.project.write(VectorFixtures.badge, to: "Base/badge.svg")
    #expect(fixture.project.lint().errorCount == 0)
    try fixture.build()
    for theme in ["a", "b"] {
      for scale in [1, 2, 3] {
        let built = try decode(fixture.output + "/themes/\(theme)/badge\(suffix(scale)).png")
        let reference = try ReferenceRenderer.rsvg(
          VectorFixtures.badge, width: 30 * scale, height: 20 * scale)
        #expect(built == reference, "\(theme) @\(scale)x")
      }
    }
  }

  @Test func aTemplateSVGMasterIsTintedPerThemeAtEachScale() throws {
    let fixture = try fixture(assets: #""gear": { "source": "master", "tint": "template" }"#)
    try fixture.project.write(VectorFixtures.gear, to: "Base/gear.svg")
    try fixture.build()
    for theme in try fixture.loaded().themes {
      for scale in [1, 2, 3] {
        let built = try decode(fixture.output + "/themes/\(theme.name)/gear\(suffix(scale)).png")
        let reference = try ReferenceRenderer.rsvg(VectorFixtures.gear, width: 24 * scale, height: 24 * scale)
        #expect(
          built == Tinter.tint(reference, color: theme.color, mode: .template), "\(theme.name) @\(scale)x")
      }
    }
  }

  @Test func aPDFMasterIsWrittenAsPdftocairoDrawsIt() throws {
    let fixture = try fixture(assets: #""badge": { "source": "master", "tint": "none", "dark": "same" }"#)
    let pdf = try ReferenceRenderer.pdf(fromSVG: VectorFixtures.badge)
    try fixture.project.write(pdf, to: "Base/badge.pdf")
    try fixture.build()
    for scale in [1, 2, 3] {
      let built = try decode(fixture.output + "/themes/a/badge\(suffix(scale)).png")
      #expect(built == (try ReferenceRenderer.pdftocairo(pdf, width: 30 * scale, height: 20 * scale)))
    }
  }

  @Test func aThemeOverridesAVectorMasterWithItsOwnVectorAndADarkMasterIsAVectorToo() throws {
    let fixture = try fixture(
      assets: #""logo": { "source": "master", "tint": "none", "dark": "explicitFile" }"#)
    let dark = VectorFixtures.badge.replacingOccurrences(of: "#E74C3C", with: "#2C3E50")
    let own = VectorFixtures.badge.replacingOccurrences(of: "#E74C3C", with: "#27AE60")
    try fixture.project.write(VectorFixtures.badge, to: "Base/logo.svg")
    try fixture.project.write(dark, to: "Base/logo.dark.svg")
    try fixture.project.write(own, to: "Themes/b/logo.svg")
    #expect(fixture.project.lint().errorCount == 0)
    try fixture.build()
    let a = fixture.output + "/themes/a/"
    #expect(
      try decode(a + "logo@2x.png")
        == (try ReferenceRenderer.rsvg(VectorFixtures.badge, width: 60, height: 40)))
    #expect(try decode(a + "logo.dark@2x.png") == (try ReferenceRenderer.rsvg(dark, width: 60, height: 40)))
    let b = fixture.output + "/themes/b/"
    #expect(try decode(b + "logo@3x.png") == (try ReferenceRenderer.rsvg(own, width: 90, height: 60)))
  }

  @Test func aPerAssetScaleListDrawsOnlyThoseScales() throws {
    let fixture = try fixture(
      assets: #""badge": { "source": "master", "tint": "none", "dark": "same", "scales": [2, 3] }"#)
    try fixture.project.write(VectorFixtures.badge, to: "Base/badge.svg")
    try fixture.build()
    let folder = fixture.output + "/themes/a/"
    #expect(!FileManager.default.fileExists(atPath: folder + "badge.png"))
    #expect(try decode(folder + "badge@2x.png").width == 60)
  }

  @Test func aChangedVectorRebuildsItsAsset() throws {
    let fixture = try fixture(assets: #""badge": { "source": "master", "tint": "none", "dark": "same" }"#)
    try fixture.project.write(VectorFixtures.badge, to: "Base/badge.svg")
    try fixture.build()
    let changed = VectorFixtures.badge.replacingOccurrences(of: "#E74C3C", with: "#8E44AD")
    try fixture.project.write(changed, to: "Base/badge.svg")
    try fixture.build()
    let built = try decode(fixture.output + "/themes/a/badge@3x.png")
    #expect(built == (try ReferenceRenderer.rsvg(changed, width: 90, height: 60)))
  }

  @Test func aHostileVectorStopsTheBuildWithOneLineAndLeavesTheOutputAlone() throws {
    let fixture = try fixture(assets: #""badge": { "source": "master", "tint": "none", "dark": "same" }"#)
    try fixture.project.write(VectorFixtures.badge, to: "Base/badge.svg")
    try fixture.build()
    // The lint's facts cache learns the new file; every output stays as it was.
    func outputs() -> [String: FileStamp] {
      fixture.snapshot().filter { !$0.key.hasSuffix("image-facts.json") }
    }
    let before = outputs()
    let hostile = VectorFixtures.badge.replacingOccurrences(
      of: "<circle", with: "<image href='/etc/passwd'/><circle")
    try fixture.project.write(hostile, to: "Base/badge.svg")
    let findings = fixture.project.findings(UnreadableVectorRule.id)
    #expect(findings.map(\.file) == [fixture.project.path("Base/badge.svg")])
    #expect(findings.first?.message.contains("'/etc/passwd' outside the file") == true)
    #expect(throws: BuildError.self) { try fixture.build() }
    #expect(outputs() == before)
  }

  private func catalogSet(_ fixture: BuildFixture, theme: String, asset: String) -> String {
    fixture.output + "/test.themes.xcassets/\(theme)/\(asset).imageset"
  }

  private func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func theCatalogKeepsAnUntintedVectorAsItsFileWithPreservedVectorData() throws {
    let fixture = try fixture(
      assets: #""logo": { "source": "master", "tint": "none", "dark": "explicitFile" }"#)
    let pdf = try ReferenceRenderer.pdf(fromSVG: VectorFixtures.badge)
    try fixture.project.write(pdf, to: "Base/logo.pdf")
    try fixture.project.write(VectorFixtures.badge, to: "Base/logo.dark.svg")
    for round in 1...2 {
      try fixture.build()
      let set = catalogSet(fixture, theme: "a", asset: "logo")
      #expect(try names(in: set) == ["Contents.json", "logo.dark.svg", "logo.pdf"], "build \(round)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: set + "/logo.pdf")) == Data(pdf))
      let contents = try String(contentsOfFile: set + "/Contents.json", encoding: .utf8)
      #expect(
        contents == """
          {
            "images" : [
              {
                "filename" : "logo.pdf",
                "idiom" : "universal"
              },
              {
                "appearances" : [
                  {
                    "appearance" : "luminosity",
                    "value" : "dark"
                  }
                ],
                "filename" : "logo.dark.svg",
                "idiom" : "universal"
              }
            ],
            "info" : {
              "author" : "xcode",
              "version" : 1
            },
            "properties" : {
              "preserves-vector-representation" : true,
              "template-rendering-intent" : "original"
            }
          }

          """)
      // Every other format gets the drawings.
      #expect(try names(in: fixture.output + "/themes/a").filter { $0.hasPrefix("logo") }.count == 6)
    }
    let report = CatalogLinter.lint(catalogPath: fixture.output + "/test.themes.xcassets")
    #expect(report.findings.filter { $0.severity != .info }.isEmpty, "\(report.findings.map(\.message))")
  }

  @Test func aTintedVectorGoesIntoTheCatalogAsPNGsPerScale() throws {
    let fixture = try fixture(assets: #""gear": { "source": "master", "tint": "template" }"#)
    try fixture.project.write(VectorFixtures.gear, to: "Base/gear.svg")
    try fixture.build()
    let files = try names(in: catalogSet(fixture, theme: "a", asset: "gear"))
    #expect(files.contains("gear@3x.png") && files.contains("gear.dark@2x.png"))
    #expect(!files.contains { $0.hasSuffix(".svg") })
  }

  @Test func anInvertedDarkVariantKeepsTheAssetAsPNGs() throws {
    let fixture = try fixture(assets: #""badge": { "source": "master", "tint": "none", "dark": "invert" }"#)
    try fixture.project.write(VectorFixtures.badge, to: "Base/badge.svg")
    try fixture.build()
    let files = try names(in: catalogSet(fixture, theme: "a", asset: "badge"))
    #expect(files.contains("badge.dark@3x.png") && !files.contains("badge.svg"))
  }

  /// Android's densities beyond the iOS scales (1.5x, 4x) are drawn from the document at
  /// their size, never resampled from 3x.
  @Test func androidDensitiesAreDrawnFromTheVectorAtTheirOwnSize() throws {
    let fixture = try fixture(assets: #""badge": { "source": "master", "tint": "none", "dark": "same" }"#)
    try fixture.project.write(VectorFixtures.badge, to: "Base/badge.svg")
    var options = fixture.options
    options.outputFormats = [.runtime, .android]
    try fixture.build(options: options)
    let res = fixture.output + "/android/a/res/"
    for (density, width, height) in [("hdpi", 45, 30), ("xxxhdpi", 120, 80)] {
      let built = try decode(res + "drawable-\(density)/badge.png")
      #expect(
        built == (try ReferenceRenderer.rsvg(VectorFixtures.badge, width: width, height: height)),
        "\(density)")
    }
  }

  /// The manifest says which assets came from vectors, and reads back; a value that is no
  /// vector format is refused at its pointer.
  @Test func theManifestNamesTheVectorFormat() throws {
    let fixture = try fixture(assets: #""gear": { "source": "master", "tint": "template" }"#)
    try fixture.project.write(VectorFixtures.gear, to: "Base/gear.svg")
    try fixture.build()
    let bytes = [UInt8](
      try Data(contentsOf: URL(fileURLWithPath: fixture.output + "/themes/a/manifest.json")))
    let manifest = try RuntimeManifest.parse(bytes)
    #expect(manifest.assets["gear"]?.vector == .svg)
    #expect(manifest.assets["icon"]?.vector == nil)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains(#""vector" : "svg""#) || text.contains(#""vector": "svg""#))
    let wrong = Array(text.replacingOccurrences(of: #""svg""#, with: #""png""#).utf8)
    #expect(throws: RuntimeManifestError.self) { try RuntimeManifest.parse(wrong) }
    do {
      _ = try RuntimeManifest.parse(wrong)
    } catch {
      #expect(error.description.contains("/assets/gear/vector"), "\(error)")
    }
  }

  /// A unit cached by a build without the catalog holds no vector file; a later build with
  /// the catalog draws it again instead of listing a file it does not place (and the reverse).
  @Test func changingTheOutputFormatsNeverRestoresAnIncompleteEntry() throws {
    let fixture = try fixture(assets: #""badge": { "source": "master", "tint": "none", "dark": "same" }"#)
    try fixture.project.write(VectorFixtures.badge, to: "Base/badge.svg")
    for formats in [[OutputFormat.runtime], [.runtime, .xcassets], [.xcassets], [.runtime]] {
      var options = fixture.options
      options.outputFormats = formats
      try fixture.build(options: options)
      if formats.contains(.xcassets) {
        let set = catalogSet(fixture, theme: "a", asset: "badge")
        #expect(try names(in: set) == ["Contents.json", "badge.svg"], "\(formats)")
      }
      if formats.contains(.runtime) {
        #expect(
          FileManager.default.fileExists(atPath: fixture.output + "/themes/a/badge@3x.png"), "\(formats)")
      }
    }
  }

  /// An Android density of a document whose size is no whole number of points is drawn at
  /// round(points × density), not from the 3x file's rounded size.
  @Test func anAndroidDensityIsRoundedFromThePoints() throws {
    let fixture = try fixture(assets: #""badge": { "source": "master", "tint": "none", "dark": "same" }"#)
    let odd = VectorFixtures.badge.replacingOccurrences(of: #"width="30""#, with: #"width="10.3""#)
    try fixture.project.write(odd, to: "Base/badge.svg")
    var options = fixture.options
    options.outputFormats = [.runtime, .android]
    try fixture.build(options: options)
    let hdpi = try decode(fixture.output + "/android/a/res/drawable-hdpi/badge.png")
    #expect(hdpi.width == 15 && hdpi.height == 30)
  }

  @Test func aUnitReadingAVectorIsKeyedByItsRendererAndAPNGUnitIsNot() throws {
    let fixture = try fixture(
      assets:
        #""gear": { "source": "master", "tint": "template" }, "pin": { "source": "master", "tint": "none" }"#
    )
    try fixture.project.write(VectorFixtures.gear, to: "Base/gear.svg")
    try fixture.project.write(TestPDF.page(), to: "Base/pin.pdf")
    let project = try fixture.loaded()
    let theme = try #require(project.themes.first)
    func key(_ asset: String) throws -> String {
      let spec = try #require(project.config.asset(named: asset))
      return UnitInputs(spec: spec, theme: theme, darkColor: .white, scales: [1, 2, 3])
        .cacheDescription(in: project) { _ in "hash" }
    }
    let svg = try key("gear").split(separator: "\n").filter { $0.hasPrefix("renderer ") }
    #expect(svg.count == 1)
    #expect(svg.first?.wholeMatch(of: /renderer svg librsvg \d+\.\d+\.\d+ cairo \d+\.\d+\.\d+/) != nil)
    let pdf = try key("pin").split(separator: "\n").filter { $0.hasPrefix("renderer ") }
    #expect(pdf.count == 1)
    #expect(pdf.first?.hasPrefix("renderer pdf pdftocairo version ") == true)
    #expect(try !key("icon").contains("renderer"), "a PNG master's key is as it was")
  }
}
