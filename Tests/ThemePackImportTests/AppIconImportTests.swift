import Foundation
import Testing
import ThemePackBuild
import ThemePackImaging
import ThemePackImport
import ThemePackLint
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `init` of an app's catalog with alternate icons, through the real joints: a project with
/// icons is built, its theme catalog and icon sets put together as an app keeps them (icon
/// sets in the catalog, `.icon` folders beside it), imported, built again, and every icon
/// look compared with the first build's (2% of pixels / 16 levels, as other init round trips).
@Suite("init keeps an app catalog's icon sets")
struct AppIconImportTests {
  static let glyph = """
    <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
      <rect x="16" y="16" width="32" height="32" fill="#FFF"/>
    </svg>

    """

  /// Builds a project of themes `a`, `b` and `c` with a template-tinted SVG icon; returns
  /// the folder holding `Output/`.
  static func builtProject() throws -> BuildFixture {
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
    try fixture.project.writeTheme("c", color: "#22AA66")
    try fixture.build()
    return fixture
  }

  /// `App/Assets.xcassets`: the built theme catalog with the icon sets of `sets` inside and
  /// the `.icon` folders of `folders` beside.
  static func appCatalog(_ fixture: BuildFixture, sets: [String], folders: [String]) throws -> String {
    let manager = FileManager.default
    let app = fixture.outputFolder.path("App")
    try manager.createDirectory(atPath: app, withIntermediateDirectories: true)
    try manager.copyItem(atPath: fixture.output + "/test.themes.xcassets", toPath: app + "/Assets.xcassets")
    for set in sets {
      try manager.copyItem(
        atPath: fixture.output + "/icons/AppIcons.xcassets/\(set).appiconset",
        toPath: app + "/Assets.xcassets/\(set).appiconset")
    }
    for folder in folders {
      try manager.copyItem(atPath: fixture.output + "/icons/\(folder).icon", toPath: app + "/\(folder).icon")
    }
    return app + "/Assets.xcassets"
  }

  /// Imports `catalog`, lints and builds the project; the report's notes and the output.
  static func importAndBuild(_ catalog: String, in fixture: BuildFixture) throws -> (
    notes: [String], output: String
  ) {
    let project = fixture.outputFolder.path("New")
    let report = try ProjectImporter.run(ImportOptions(from: catalog, into: project))
    let lint = Linter.lint(assetsPath: project)
    #expect(lint.errorCount == 0, "\(lint.findings.map(\.description))")
    let output = fixture.outputFolder.path("Rebuilt")
    try Builder.build(BuildOptions(assetsPath: project, outputPath: output, jobs: 2))
    return (report.notes, output)
  }

  static func image(_ path: String) throws -> RGBAImage {
    try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path).image
  }

  /// Every look of theme `theme`'s icon in `output` against the first build's.
  static func expectSameLooks(_ theme: String, _ output: String, as fixture: BuildFixture) throws {
    for look in ["", "-dark", "-tinted"] {
      let file = "/icons/AppIcons.xcassets/AppIcon-\(theme).appiconset/AppIcon-\(theme)\(look).png"
      let rebuilt = try image(output + file)
      let original = try image(fixture.output + file)
      try #require(rebuilt.width == original.width && rebuilt.height == original.height, "\(file)")
      let difference = PixelDifference.between(rebuilt, original, tolerance: 16)
      #expect(difference.shareOver <= 0.02, "\(file): \(difference)")
    }
  }

  @Test func iconSetsOfEveryThemeBuildBackToTheSameImages() throws {
    let fixture = try Self.builtProject()
    let catalog = try Self.appCatalog(fixture, sets: ["AppIcon-a", "AppIcon-b", "AppIcon-c"], folders: [])
    let (notes, output) = try Self.importAndBuild(catalog, in: fixture)
    #expect(notes.contains { $0.contains("AppIcon-a.appiconset' as the project's icon") })
    #expect(notes.contains { $0.contains("AppIcon-b.appiconset' for theme 'b'") })
    #expect(!notes.contains { $0.contains("not an image or colour set") })
    for theme in ["a", "b", "c"] { try Self.expectSameLooks(theme, output, as: fixture) }
  }

  @Test func anIconComposerFolderBesideTheCatalogBuildsBackToTheSameImages() throws {
    let fixture = try Self.builtProject()
    let catalog = try Self.appCatalog(fixture, sets: ["AppIcon-a"], folders: ["AppIcon-a", "AppIcon-b"])
    let (notes, output) = try Self.importAndBuild(catalog, in: fixture)
    #expect(notes.contains { $0.contains("AppIcon-a.icon': ") && $0.contains("is kept for the same theme") })
    #expect(notes.contains { $0.contains("AppIcon-b.icon' for theme 'b'") })
    // Theme c has no icon of its own in the app: it takes the project's (a's).
    for theme in ["a", "b"] { try Self.expectSameLooks(theme, output, as: fixture) }
    let config = try String(
      contentsOfFile: fixture.outputFolder.path("New/Themes/b/theme.json"), encoding: .utf8)
    #expect(config.contains("\"master\": \"Icons/AppIcon-b/master.svg\""), "the layer kept as a vector")
  }

  @Test func anIconWhoseNameNamesNoThemeIsSkippedWithTheReason() throws {
    let fixture = try Self.builtProject()
    let catalog = try Self.appCatalog(fixture, sets: ["AppIcon-a"], folders: [])
    try FileManager.default.copyItem(
      atPath: catalog + "/AppIcon-a.appiconset", toPath: catalog + "/Festive.appiconset")
    let (notes, _) = try Self.importAndBuild(catalog, in: fixture)
    #expect(notes.contains { $0.contains("Festive.appiconset': its name names no theme") })
  }

  @Test(arguments: [
    ("AppIcon", "", true), ("AppIcon-blue", "blue", false), ("AppIconBlue", "blue", false),
    ("app_icon_blue", "blue", false), ("blue", "blue", false), ("Blue-AppIcon", "blue", false),
    ("BlueIcon", "blue", false), ("Festive", "", false), ("AppIcon-red", "", false),
  ])
  func anIconsNameSaysItsTheme(_ name: String, _ theme: String, _ isProjects: Bool) {
    let owner = AppIconImport.owner(of: name, themes: ["blue", "green"])
    if isProjects {
      #expect(owner == .some(nil))
    } else if theme.isEmpty {
      #expect(owner == nil)
    } else {
      #expect(owner == .some(theme))
    }
  }
}
