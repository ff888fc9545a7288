import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackToolTestSupport

@Suite("android layout: densities, nine-patch names, colors.xml, resource names")
struct AndroidLayoutTests {
  @Test(arguments: [
    ("navBar", "nav_bar"), ("aboutBtnBG", "about_btn_bg"), ("themeColor", "theme_color"), ("icon", "icon"),
    ("nav-bar", "nav_bar"), ("2x_icon", "r_2x_icon"), ("_icon", "r__icon"), ("ICON", "icon"),
    ("new", "new_"), ("tab1Icon", "tab1_icon"), ("color", "color"),
  ])
  func namesFollowAndroidsRules(name: String, android: String) {
    let converted = AndroidResourceName.convert(name)
    #expect(converted == android)
    #expect(converted.first!.isLetter)
    #expect(converted.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") })
  }

  @Test func collisionsAreFoundInOrder() {
    let found = AndroidResourceName.collisions(["navBar", "icon", "nav_bar", "nav-bar"])
    #expect(found.map { "\($0.0) \($0.1) \($0.2)" } == ["navBar nav_bar nav_bar", "navBar nav-bar nav_bar"])
  }

  @Test func filesGoToTheirDensityFolder() {
    let layout = AndroidLayout()
    #expect(layout.themeFolder(of: "blue") == "android/blue/res")
    #expect(layout.rootFolder == "android")
    #expect(layout.extraRenditions.map(\.label) == ["1", "1.5", "2", "3", "4"])
    #expect(layout.path(of: ImageFileName(asset: "navBar", scale: 2)) == nil)
    #expect(
      layout.path(of: ImageFileName(asset: "navBar", extra: ExtraRendition(3, 2, ninePatch: true)))
        == "drawable-hdpi/nav_bar.9.png")
    #expect(
      layout.path(of: ImageFileName(asset: "logo", appearance: .dark, extra: ExtraRendition(4)))
        == "drawable-night-xxxhdpi/logo.png")
    #expect(layout.path(of: ImageFileName(asset: "logo", extra: ExtraRendition(5, 2))) == nil)
    // The standard layouts never ship an extra rendition.
    let extra = ImageFileName(asset: "logo", extra: ExtraRendition(2))
    #expect(RuntimeThemeLayout().path(of: extra) == nil)
    #expect(AssetCatalogLayout(packageName: "p").path(of: extra) == nil)
    #expect(extra.fileName == "logo@2x.extra.png")
    #expect(
      ImageFileName(asset: "bg", appearance: .dark, extra: ExtraRendition(3, 2, ninePatch: true)).fileName
        == "bg.dark@1.5x.extra.9.png")
  }

  @Test func colourFilesMatchTheGoldenFiles() throws {
    let files = try AndroidLayout().descriptionFiles(of: FourAppearanceTheme.theme)
    #expect(files.map(\.path) == ["values/colors.xml", "values-night/colors.xml"])
    Golden.expect(files[0].bytes, matches: "Android/values/colors.xml")
    Golden.expect(files[1].bytes, matches: "Android/values-night/colors.xml")
  }

  @Test func hexIsRRGGBBWhenOpaqueElseAARRGGBB() {
    #expect(AndroidLayout.hex(ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA)) == "#226BAA")
    #expect(AndroidLayout.hex(ThemeRGBA(red: 1, green: 2, blue: 3, alpha: 0x80)) == "#80010203")
  }

  @Test func namesThatBecomeOneAreRefused() throws {
    var theme = OutputLayoutTests.theme
    theme.extraColors = ["onColor": .white, "on_color": .white]
    #expect(throws: BuildError.self) { try AndroidLayout().descriptionFiles(of: theme) }
    do {
      _ = try AndroidLayout().descriptionFiles(of: theme)
    } catch {
      #expect(
        error.description.contains(
          "colour names 'onColor' and 'on_color' both become 'on_color' in Android resources: rename one"))
      #expect(error.description.contains("android/blue/res"))
    }
  }

  @Test func aColourNamedLikeAHighContrastTwinIsRefused() throws {
    var theme = OutputLayoutTests.theme
    theme.extraColors = ["onColor": .white, "onColorHighContrast": .white]
    do {
      _ = try AndroidLayout().descriptionFiles(of: theme)
      Issue.record("the collision was not refused")
    } catch {
      #expect(
        error.description.contains(
          "colour names 'onColorHighContrast' and 'onColor (high contrast)' both become "
            + "'on_color_high_contrast' in Android resources: rename one"))
    }
  }

  @Test func theLintRefusesCollidingNamesWhenTheAndroidOutputIsOn() throws {
    let fixture = try LintFixture()
    // Case collisions are refused anyway; 'nav-bar' vs 'navBar' only by the android rule.
    try fixture.write(
      """
      {"packageName": "test.themes", "outputs": ["android"],
       "assets": {"icon": {}, "nav-bar": {"source": "perTheme"}, "navBar": {"source": "perTheme"}}}
      """, to: "themepack.json")
    let findings = fixture.findings("android-name")
    #expect(
      findings.map(\.message) == [
        "asset names 'nav-bar' and 'navBar' both become 'nav_bar' in Android resources: rename one"
      ])
    try fixture.write(
      """
      {"packageName": "test.themes", "assets": {"icon": {}, "nav-bar": {"source": "perTheme"}, "navBar": {"source": "perTheme"}}}
      """, to: "themepack.json")
    #expect(fixture.findings("android-name").isEmpty)
  }
}
