import Testing
import ThemePackImport

@Suite("init: the package name comes from what --from names, without its extension")
struct PackageNameTests {
  @Test(arguments: [
    ("Downloads/Blue.zip", "Blue"), ("App/Assets.xcassets", "Assets"), ("App/Assets.xcassets/", "Assets"),
    ("ThemeResource", "ThemeResource"), ("com.example.themes", "com_example_themes"),
    ("Themes/Night.plist", "Night"), ("BLUE.ZIP", "BLUE"), ("/", "themes"), (".zip", "themes"),
  ])
  func packageName(path: String, expected: String) {
    #expect(ProjectPlanner.packageName(path) == expected)
  }
}
