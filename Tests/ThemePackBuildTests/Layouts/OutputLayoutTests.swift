import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackCatalog
import ThemePackImaging
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

/// The two standard layouts: where they put a theme's files and what describes them.
@Suite("layouts: the runtime theme folder and the asset catalog")
struct OutputLayoutTests {
  static let asset = BuiltAsset(
    name: "navBar", pointWidth: 3, pointHeight: 2,
    scales: AppearanceValues(light: [1, 2], dark: [2], lightHighContrast: [], darkHighContrast: []),
    slice: SliceSpec(insets: SliceInsets(top: 0, left: 1, bottom: 0, right: 1), center: .tile),
    sliceMode: .threePartHorizontal,
    resizing: [
      1: ImageResizing(
        mode: .threePartHorizontal, center: .tile,
        capInsets: SlicePixelInsets(top: 0, left: 1, bottom: 0, right: 1),
        centerWidth: 1, centerHeight: 2),
      2: ImageResizing(
        mode: .threePartHorizontal, center: .tile,
        capInsets: SlicePixelInsets(top: 0, left: 2, bottom: 0, right: 2),
        centerWidth: 2, centerHeight: 4),
    ])

  static let theme = BuiltTheme(
    name: "blue", isHypothetical: false, version: "1.2.0",
    color: ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA),
    darkColor: ThemeRGBA(red: 0x9E, green: 0xCA, blue: 0xFF), extraColors: ["onColor": .white],
    assets: [asset],
    sourceSHA256: String(repeating: "0", count: 64))

  @Test func theRuntimeLayoutShipsLooseFilesAndAManifest() throws {
    let layout = RuntimeThemeLayout()
    #expect(layout.themeFolder(of: "blue") == "themes/blue")
    #expect(
      layout.path(of: ImageFileName(asset: "navBar", appearance: .dark, scale: 2)) == "navBar.dark@2x.png")
    let files = try layout.descriptionFiles(of: Self.theme)
    #expect(files.map(\.path) == ["manifest.json"])
    let manifest = try RuntimeManifest.parse(files[0].bytes, file: "manifest.json")
    #expect(manifest.name == "blue")
    #expect(manifest.assets["navBar"]?.scales.dark == [2])
    #expect(try layout.sharedFiles().isEmpty)
  }

  @Test func theCatalogLayoutShipsImageSetsColourSetsAndItsRoot() throws {
    let layout = AssetCatalogLayout(packageName: "com.example.themes")
    #expect(layout.themeFolder(of: "blue") == "com.example.themes.xcassets/blue")
    #expect(layout.path(of: ImageFileName(asset: "navBar", scale: 1)) == "navBar.imageset/navBar.png")
    let files = try layout.descriptionFiles(of: Self.theme)
    #expect(
      files.map(\.path) == [
        "Contents.json", "color.colorset/Contents.json", "navBar.imageset/Contents.json",
        "onColor.colorset/Contents.json",
      ])
    let imageSet = try JSONDocument.parseValue(files[2].bytes)
    let entries = try #require(imageSet["images"]?.arrayValue)
    #expect(
      entries.compactMap { $0["filename"]?.stringValue } == [
        "navBar.png", "navBar@2x.png", "navBar.dark@2x.png",
      ])
    let shared = try layout.sharedFiles()
    #expect(shared.map(\.path) == ["com.example.themes.xcassets/Contents.json"])
    #expect(String(decoding: shared[0].bytes, as: UTF8.self).contains("\"author\" : \"xcode\""))
  }

  @Test func theStandardLayoutsAreTheRuntimeFolderThenTheCatalog() throws {
    let fixture = try LintFixture()
    let project = try #require(ThemeProject.load(assetsPath: fixture.assets).project)
    #expect(OutputLayouts.standard(for: project.config).map(\.name) == ["runtime", "xcassets"])
  }
}
