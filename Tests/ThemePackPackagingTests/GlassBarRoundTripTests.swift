import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackClient
import ThemePackImaging
import ThemePackImport
import ThemePackPackaging
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

/// The navigation bar's glass form from `themepack.json` through a real build to what the
/// consumers read: the client's manifest reader (and its bar decision), the SwiftTheme
/// plist read back by `init`'s reader, and Android's `colors.xml`.
@Suite("glass bar: build, then the client, SwiftTheme and Android read it")
struct GlassBarRoundTripTests {
  /// The build fixture (themes `a` #CC3333, `b` #3366CC) with `icon` as the bar's image, a
  /// glass form whose title is the themes' `ink`, and the SwiftTheme and Android outputs.
  static func built() throws -> BuildFixture {
    let fixture = try BuildFixture()
    try fixture.project.write(
      """
      {"packageName": "test.themes", "scales": [1, 2, 3],
       "assets": {"icon": {"source": "master", "tint": "template"}},
       "outputs": ["runtime", "swiftTheme", "android"],
       "navigationBar": {"asset": "icon", "glass": {"titleColor": "ink", "glassTintOpacity": 0.25}}}
      """, to: "themepack.json")
    for (theme, color) in [("a", "#CC3333"), ("b", "#3366CC")] {
      try fixture.project.writeTheme(theme, color: color, extra: ##", "colors": {"ink": "#1A1A1A"}"##)
    }
    try fixture.build()
    return fixture
  }

  /// Adding the glass form to a built project rebuilds its manifests (the form is in each
  /// theme's source digest), and the digest of a project without one is unchanged.
  @Test func addingTheGlassFormRewritesTheManifestsOfAnIncrementalBuild() throws {
    let fixture = try BuildFixture()
    let before = try fixture.loaded()
    let digests = before.themes.map { ThemeSourceDigest.digest(of: $0, in: before) }
    try fixture.build()
    let path = fixture.output + "/themes/a/manifest.json"
    #expect(!(try String(contentsOfFile: path, encoding: .utf8)).contains("glassTint"))
    try fixture.project.write(
      LintFixture.config.replacingOccurrences(
        of: #""scales""#, with: #""navigationBar": {"glass": true}, "scales""#),
      to: "themepack.json")
    try fixture.build()
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("glassTint"))
    let after = try fixture.loaded()
    #expect(after.themes.map { ThemeSourceDigest.digest(of: $0, in: after) } != digests)
  }

  @Test func theClientReadsTheBuiltManifestsBarAndChoosesByPlatform() throws {
    let fixture = try Self.built()
    let key = SigningKey.generate()
    let artifact = try ThemePackager.makePackage(
      themeFolder: fixture.output + "/themes/b", packageName: "test.themes", theme: "b", version: "1.0.0",
      signingKey: key)
    let publicKey = try #require(ThemePublicKey(rawRepresentation: key.publicKey.rawRepresentation))
    let report = PackageInspector(
      bytes: artifact.bytes, services: ClientInspection(publicKeys: [publicKey]), limits: .default
    ).inspect()
    #expect(report.problems.isEmpty)
    let manifest = try #require(report.manifest)
    let bar = try #require(manifest.navigationBar)
    #expect(bar.image == "icon")
    let glass = try #require(bar.glass)
    #expect(glass.titleColor.value(for: .light) == ThemeRGBA(hex: "#1A1A1A"))
    #expect(glass.tint.value(for: .light) == ThemeRGBA(hex: "#3366CC"))
    let tint = try #require(glass.glassTint.value(for: .light))
    #expect(tint == ThemeRGBA(hex: "#3366CC40"), "25% of 255 is 64, 0x40")
    #expect(glass.glassTint.value(for: ThemeAppearance(isDark: true, isHighContrast: true)) != nil)
    let glass26 = ThemeBarStyle.choose(for: bar, on: ThemeBarPlatform(osMajorVersion: 26), appearance: .light)
    #expect(
      glass26
        == .glass(
          ThemeBarStyle.Colors(
            title: ThemeRGBA(hex: "#1A1A1A"), tint: ThemeRGBA(hex: "#3366CC"), glassTint: tint)))
    #expect(
      ThemeBarStyle.choose(for: bar, on: ThemeBarPlatform(osMajorVersion: 18), appearance: .light)
        == .image("icon"))
  }

  @Test func theSwiftThemePlistCarriesTheGlassColoursInEveryAppearance() throws {
    let fixture = try Self.built()
    let folder = fixture.output + "/themes/a/"
    let plist = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "a.plist")))
    let leaves = Dictionary(
      try SwiftThemeFileReader.parse(plist, file: "a.plist").leaves.map { ($0.keyPath, $0.value) },
      uniquingKeysWith: { first, _ in first })
    #expect(leaves["GlassBar.titleColor"] == .string("#1A1A1A"))
    #expect(leaves["GlassBar.tintColor"] == .string("#CC3333"))
    #expect(leaves["GlassBar.glassTintColor"] == .string("#CC333340"))
    for root in ["Night", "HighContrast", "NightHighContrast"] {
      #expect(leaves["\(root).GlassBar.glassTintColor"] != nil, "\(root)")
    }
    let night = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "a.Night.plist")))
    let nightLeaves = try SwiftThemeFileReader.parse(night, file: "a.Night.plist").leaves
    #expect(nightLeaves.contains { $0.keyPath == "GlassBar.tintColor" })
  }

  @Test func androidColorsHoldTheGlassBarWithNightAndContrastTwins() throws {
    let fixture = try Self.built()
    let android = try #require(
      FileManager.default.subpathsOfDirectory(atPath: fixture.output).first {
        $0.hasSuffix("values/colors.xml")
      })
    let day = try String(contentsOfFile: fixture.output + "/" + android, encoding: .utf8)
    #expect(day.contains(#"<color name="glass_bar_title">#1A1A1A</color>"#))
    #expect(day.contains(#"<color name="glass_bar_glass_tint">#40"#))
    #expect(day.contains(#"name="glass_bar_tint_high_contrast""#))
    let night = try String(
      contentsOfFile: fixture.output + "/"
        + android.replacingOccurrences(of: "values/", with: "values-night/"),
      encoding: .utf8)
    #expect(night.contains(#"name="glass_bar_glass_tint""#))
  }
}
