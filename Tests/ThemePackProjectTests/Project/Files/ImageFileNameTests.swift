import Testing
import ThemePackArchive
import ThemePackProject

@Suite("ImageFileName: <asset>[.dark][@2x|@3x].png")
struct ImageFileNameTests {
  @Test(arguments: [
    ("icon.png", "icon", false, 1),
    ("icon@2x.png", "icon", false, 2),
    ("icon@3x.png", "icon", false, 3),
    ("icon.dark.png", "icon", true, 1),
    ("icon.dark@3x.png", "icon", true, 3),
    ("about_Btn-BG2@2x.png", "about_Btn-BG2", false, 2),
  ])
  func validNames(name: String, asset: String, isDark: Bool, scale: Int) throws {
    let parsed = try #require(ImageFileName(parsing: name))
    #expect(parsed == ImageFileName(asset: asset, appearance: ThemeAppearance(isDark: isDark), scale: scale))
    #expect(parsed.fileName == name)
    #expect(ImageFileName.problem(with: name) == nil)
  }

  @Test(arguments: [
    "icon@1x.png", "icon@4x.png", "icon@x.png", "icon@2.png", "icon.jpg", "icon.PNG", ".png", "@2x.png",
    "my icon.png", "icon.light.png", "icon@2x.dark.png", "ícone.png", "icon.dark.dark.png", "icon",
  ])
  func invalidNames(name: String) {
    #expect(ImageFileName(parsing: name) == nil)
    #expect(ImageFileName.problem(with: name) != nil)
  }
}
