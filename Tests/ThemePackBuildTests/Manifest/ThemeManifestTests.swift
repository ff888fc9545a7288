import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackSupport
import ThemePackToolTestSupport

@Suite("Theme manifest: writer, golden file, schema, round trip")
struct ThemeManifestTests {
  /// The manifest behind the hand-written Golden/Manifest/blue.manifest.json.
  /// A manifest asset's scale sets: light and dark files, no high-contrast ones.
  static func scales(_ light: Set<Int>, dark: Set<Int> = []) -> AppearanceValues<Set<Int>> {
    AppearanceValues(light: light, dark: dark, lightHighContrast: [], darkHighContrast: [])
  }

  static func fixture() -> RuntimeManifest {
    RuntimeManifest(
      name: "blue", version: "1.2.0", generator: "themepack 9.8.7",
      color: .init(
        light: ThemeRGBA(red: 34, green: 107, blue: 170), dark: ThemeRGBA(red: 140, green: 200, blue: 255),
        lightHighContrast: ThemeRGBA(red: 0x0B, green: 0x4F, blue: 0x8A),
        darkHighContrast: ThemeRGBA(red: 0xB5, green: 0xDB, blue: 0xFF)),
      extraColors: [
        "text": AppearanceValues {
          $0.isDark
            ? ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 128) : ThemeRGBA(red: 255, green: 255, blue: 255)
        },
        "accent": AppearanceValues { _ in ThemeRGBA(red: 241, green: 196, blue: 15) },
      ],
      assets: [
        "navBar": .init(
          scales: Self.scales([1, 2, 3]), width: 1, height: 1, rendering: .original,
          slice: .init(mode: .ninePart, center: .tile, insets: .init(top: 0, left: 0, bottom: 1, right: 1))),
        "searchBtn": .init(
          scales: Self.scales([1, 2, 3], dark: [1, 2, 3]), width: 24, height: 24, rendering: .template),
        "aboutBtnBG": .init(
          scales: Self.scales([1], dark: [2]), width: 40.5, height: 30, rendering: .original,
          slice: .init(
            mode: .threePartHorizontal, center: .stretch, insets: .init(top: 0, left: 4, bottom: 0, right: 4))
        ),
      ])
  }

  static let schemaPath = Golden.repositoryRoot.appendingPathComponent("Assets/Schemas/manifest.schema.json")
    .path

  @Test func writtenManifestMatchesTheGoldenFile() throws {
    Golden.expect(
      try RuntimeManifestWriter.bytes(for: Self.fixture()), matches: "Manifest/blue.manifest.json")
  }

  @Test func writtenManifestSatisfiesTheSchema() throws {
    let validator = try JSONSchemaValidator(contentsOf: Self.schemaPath)
    #expect(validator.errors(in: try RuntimeManifestWriter.json(for: Self.fixture())) == [])
    let bare = RuntimeManifest(
      name: "x", version: "1", color: AppearanceValues { _ in .clear })
    #expect(validator.errors(in: try RuntimeManifestWriter.json(for: bare)) == [])
  }

  @Test func theGoldenFileReadsAsTheFixture() throws {
    let bytes = try FileReader.bytes(
      at: Golden.folder.appendingPathComponent("Manifest/blue.manifest.json").path)
    #expect(try RuntimeManifest.parse(bytes) == Self.fixture())
  }

  @Test func writeThenReadGivesTheSameManifest() throws {
    var manifest = Self.fixture()
    manifest.assets["fraction"] = .init(
      scales: Self.scales([3], dark: [1, 3]), width: 100.0 / 3, height: 0.1, rendering: .template)
    #expect(try RuntimeManifest.parse(RuntimeManifestWriter.bytes(for: manifest)) == manifest)
  }

  @Test func defaultGeneratorNamesThisVersion() {
    let manifest = RuntimeManifest(name: "x", version: "1", color: AppearanceValues { _ in .clear })
    #expect(manifest.generator == "themepack " + ThemePackVersion.current)
    #expect(manifest.relativePath == "themes/x/manifest.json")
  }

  @Test func filesListsTheNamesPerScale() {
    let asset = Self.fixture().assets["aboutBtnBG"]!
    #expect(asset.files(asset: "aboutBtnBG", appearance: .light) == [1: "aboutBtnBG.png"])
    #expect(asset.files(asset: "aboutBtnBG", appearance: .dark) == [2: "aboutBtnBG.dark@2x.png"])
    #expect(asset.files(asset: "aboutBtnBG", appearance: .lightHighContrast) == [:])
  }

  @Test(arguments: [
    (ThemeRGBA(red: 34, green: 107, blue: 170), "#226BAA"),
    (ThemeRGBA(red: 0, green: 0, blue: 0), "#000000"),
    (ThemeRGBA(red: 15, green: 1, blue: 255, alpha: 0), "#0F01FF00"),
    (ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 254), "#FFFFFFFE"),
  ])
  func hexColours(color: ThemeRGBA, hex: String) {
    #expect(color.hexString == hex)
    #expect(RuntimeManifest.color(hex: hex) == color)
    #expect(RuntimeManifest.color(hex: hex.lowercased()) == color)
  }

  @Test(arguments: ["", "#", "226BAA", "#226BA", "#226BAAF", "#226BAAFF0", "#22 6BA", "#GG6BAA", "＃226BAA"])
  func badHexColours(text: String) {
    #expect(RuntimeManifest.color(hex: text) == nil)
  }

  struct BadModel: CustomTestStringConvertible, Sendable {
    let label: String
    let change: @Sendable (inout RuntimeManifest) -> Void
    let description: String
    var testDescription: String { label }
  }

  static let badModels: [BadModel] = [
    BadModel(
      label: "slash in the theme name", change: { $0.name = "a/b" },
      description: "invalid manifest 'themes/a/b/manifest.json': '/name': the name contains '/'"),
    BadModel(
      label: "empty version", change: { $0.version = "" },
      description: "invalid manifest 'themes/blue/manifest.json': '/version': '' is not a version: "
        + "use letters, digits, '.', '_', '+', '-'"),
    BadModel(
      label: "asset without light files", change: { $0.assets["navBar"]!.scales.light = [] },
      description: "invalid manifest 'themes/blue/manifest.json': '/assets/navBar/files/any': "
        + "an asset needs at least one light-mode file"),
    BadModel(
      label: "dark scale 4", change: { $0.assets["searchBtn"]!.scales.dark = [4] },
      description:
        "invalid manifest 'themes/blue/manifest.json': '/assets/searchBtn/files': scale 4 is not 1, 2 or 3"),
    BadModel(
      label: "width not a number", change: { $0.assets["navBar"]!.width = .nan },
      description: "invalid manifest 'themes/blue/manifest.json': '/assets/navBar/size/width': "
        + "the width must be a number of points greater than 0"),
    BadModel(
      label: "insets wider than the image",
      change: { $0.assets["navBar"]!.slice!.insets.left = 0.5 },
      description: "invalid manifest 'themes/blue/manifest.json': '/assets/navBar/slice/insets': "
        + "left and right insets (0.5 + 1) exceed the width 1"),
    BadModel(
      label: "3-part-horizontal slice of another height",
      change: {
        $0.assets["navBar"]!.height = 44
        $0.assets["navBar"]!.slice = .init(
          mode: .threePartHorizontal, center: .tile, insets: .init(top: 0, left: 0, bottom: 0, right: 1),
          fileWidth: 1, fileHeight: 40)
      },
      description: "invalid manifest 'themes/blue/manifest.json': '/assets/navBar/slice/size/height': "
        + "a 3-part-horizontal slice keeps the drawing's height 44, not 40"),
    BadModel(
      label: "3-part-vertical slice of another width",
      change: {
        $0.assets["navBar"]!.width = 20
        $0.assets["navBar"]!.slice = .init(
          mode: .threePartVertical, center: .tile, insets: .init(top: 0, left: 0, bottom: 1, right: 0),
          fileWidth: 10, fileHeight: 1)
      },
      description: "invalid manifest 'themes/blue/manifest.json': '/assets/navBar/slice/size/width': "
        + "a 3-part-vertical slice keeps the drawing's width 20, not 10"),
    BadModel(
      label: "bad extra colour name", change: { $0.extraColors["a.b"] = $0.color },
      description: "invalid manifest 'themes/blue/manifest.json': '/extraColors/a.b': "
        + "the name contains '.', which file names keep for the dark suffix and extension"),
  ]

  @Test(arguments: badModels)
  func writerRefusesBadModels(_ bad: BadModel) {
    var manifest = Self.fixture()
    bad.change(&manifest)
    #expect {
      try RuntimeManifestWriter.bytes(for: manifest)
    } throws: { error in
      (error as? RuntimeManifestError)?.description == bad.description
    }
  }
}
