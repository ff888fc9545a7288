import Testing
import ThemePackArchive
import ThemePackCatalog
import ThemePackProject

@Suite("Asset file names and the name rule")
struct AssetFileNameTests {
  @Test(arguments: [
    ("navBar", 1, false, "navBar.png"),
    ("navBar", 2, false, "navBar@2x.png"),
    ("navBar", 3, false, "navBar@3x.png"),
    ("navBar", 1, true, "navBar.dark.png"),
    ("navBar", 2, true, "navBar.dark@2x.png"),
    ("navBar", 3, true, "navBar.dark@3x.png"),
    ("über-icon_2", 2, true, "über-icon_2.dark@2x.png"),
  ])
  func names(asset: String, scale: Int, dark: Bool, expected: String) {
    #expect(
      AssetFileName.name(asset: asset, scale: scale, appearance: ThemeAppearance(isDark: dark)) == expected)
  }

  @Test(arguments: [
    ("navBar", 1, false, "navBar.hc.png"), ("navBar", 2, false, "navBar.hc@2x.png"),
    ("navBar", 3, true, "navBar.dark.hc@3x.png"), ("navBar", 1, true, "navBar.dark.hc.png"),
  ])
  func highContrastNames(asset: String, scale: Int, dark: Bool, expected: String) {
    let appearance = ThemeAppearance(isDark: dark, isHighContrast: true)
    #expect(AssetFileName.name(asset: asset, scale: scale, appearance: appearance) == expected)
  }

  /// The catalog's names are the project's naming rule (`ImageFileName`), and the
  /// project reads the names it writes back as the same asset, scale and appearance.
  @Test(arguments: [1, 2, 3])
  func namesAreTheProjectsNamingRule(scale: Int) throws {
    for appearance in ThemeAppearance.allCases {
      let name = AssetFileName.name(asset: "nav-Bar_2", scale: scale, appearance: appearance)
      let rule = ImageFileName(asset: "nav-Bar_2", appearance: appearance, scale: scale)
      #expect(name == rule.fileName)
      if !appearance.isHighContrast {
        #expect(ImageFileName(parsing: name) == rule, "\(name) reads back")
      }
    }
  }

  @Test(arguments: ["navBar", "about btn", "über", "a-b_c", "9"])
  func goodNames(name: String) {
    #expect(AssetFileName.problem(withName: name) == nil)
  }

  @Test(arguments: [
    ("", "the name is empty"),
    ("a/b", "the name contains '/'"),
    ("a\\b", "the name contains '\\'"),
    (".hidden", "the name contains '.', which file names keep for the dark suffix and extension"),
    ("nav.dark", "the name contains '.', which file names keep for the dark suffix and extension"),
    ("nav@2x", "the name contains '@', which file names keep for the scale suffix"),
    ("a\u{0}b", "the name contains a control character"),
    ("a\nb", "the name contains a control character"),
    ("a\u{7F}", "the name contains a control character"),
  ])
  func badNames(name: String, problem: String) {
    #expect(AssetFileName.problem(withName: name) == problem)
  }

  @Test func entryInitialiserUsesTheFileNames() {
    #expect(ImageSetEntry(asset: "a", scale: 3, appearance: .dark).filename == "a.dark@3x.png")
    #expect(ImageSetEntry(asset: "a", scale: 1).filename == "a.png")
  }
}
