import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

@Suite("font files in the runtime folder and its manifest, not in the asset catalog")
struct FontFileLayoutTests {
  private let own = TestFont(postScriptName: "Brand-Bold", weight: 700).bytes
  private let shared = TestFont.collection([
    TestFont(postScriptName: "Shared-Regular"), TestFont(postScriptName: "Shared-Italic"),
  ])

  /// The build fixture with `Brand-Bold.ttf` in theme `a` and a shared collection.
  private func fixture() throws -> BuildFixture {
    let fixture = try BuildFixture()
    try fixture.project.write(own, to: "Themes/a/Fonts/Brand-Bold.ttf")
    try fixture.project.write("licence text", to: "Themes/a/Fonts/OFL.txt")
    try fixture.project.write(shared, to: "Fonts/Shared.ttc")
    return fixture
  }

  @Test func eachThemesFontsAreCopiedBesideItsManifestWhichListsThem() throws {
    let fixture = try fixture()
    try fixture.build()
    let themeA = fixture.output + "/themes/a"
    #expect(FileManager.default.contents(atPath: themeA + "/Fonts/Brand-Bold.ttf") == Data(own))
    #expect(FileManager.default.contents(atPath: themeA + "/Fonts/Shared.ttc") == Data(shared))
    #expect(!FileManager.default.fileExists(atPath: themeA + "/Fonts/OFL.txt"))
    #expect(!FileManager.default.fileExists(atPath: fixture.output + "/themes/b/Fonts/Brand-Bold.ttf"))
    let bytes = try #require(FileManager.default.contents(atPath: themeA + "/manifest.json"))
    let manifest = try RuntimeManifest.parse(Array(bytes))
    #expect(
      manifest.fontFiles == [
        PackageFontFile(
          path: "Fonts/Brand-Bold.ttf", size: own.count, sha256: SHA256.hex(of: own),
          postScriptNames: ["Brand-Bold"]),
        PackageFontFile(
          path: "Fonts/Shared.ttc", size: shared.count, sha256: SHA256.hex(of: shared),
          postScriptNames: ["Shared-Regular", "Shared-Italic"]),
      ])
    let validator = try JSONSchemaValidator(contentsOf: ThemeManifestTests.schemaPath)
    #expect(validator.errors(in: try JSONDocument.parseValue(Array(bytes))) == [])
    let themeB = try RuntimeManifest.parse(
      Array(try #require(FileManager.default.contents(atPath: fixture.output + "/themes/b/manifest.json"))))
    #expect(themeB.fontFiles.map(\.path) == ["Fonts/Shared.ttc"])
  }

  @Test func theAssetCatalogGetsNoFontFile() throws {
    let fixture = try fixture()
    try fixture.build()
    let files = FileManager.default.enumerator(atPath: fixture.output)?.allObjects as? [String] ?? []
    let catalogFonts = files.filter {
      $0.contains(".xcassets") && ($0.hasSuffix(".ttf") || $0.hasSuffix(".ttc"))
    }
    #expect(catalogFonts.isEmpty)
    #expect(files.contains { $0.contains(".xcassets") })
  }

  @Test func aThemesOwnFileReplacesASharedOneOfTheSameName() throws {
    let fixture = try fixture()
    try fixture.project.write(own, to: "Themes/a/Fonts/Shared.ttc")
    let theme = try #require(try fixture.loaded().themes.first { $0.name == "a" })
    #expect(theme.fontFiles.map(FontFiles.fileName) == ["Brand-Bold.ttf", "Shared.ttc"])
    #expect(theme.fontFiles.allSatisfy { $0.contains("/Themes/a/") })
  }

  @Test func aChangedFontFileChangesTheThemesSourceDigest() throws {
    let fixture = try fixture()
    let project = try fixture.loaded()
    let theme = try #require(project.themes.first { $0.name == "a" })
    let before = ThemeSourceDigest.digest(of: theme, in: project)
    try fixture.project.write(
      TestFont(postScriptName: "Brand-Bold", weight: 800).bytes, to: "Themes/a/Fonts/Brand-Bold.ttf")
    #expect(ThemeSourceDigest.digest(of: theme, in: project) != before)
  }

  @Test func aRebuildAfterAFontChangedCopiesTheNewFile() throws {
    let fixture = try fixture()
    try fixture.build()
    let changed = TestFont(postScriptName: "Brand-Bold", weight: 800).bytes
    try fixture.project.write(changed, to: "Themes/a/Fonts/Brand-Bold.ttf")
    try fixture.build()
    #expect(
      FileManager.default.contents(atPath: fixture.output + "/themes/a/Fonts/Brand-Bold.ttf") == Data(changed)
    )
    try fixture.project.remove("Themes/a/Fonts/Brand-Bold.ttf")
    try fixture.build()
    #expect(!FileManager.default.fileExists(atPath: fixture.output + "/themes/a/Fonts/Brand-Bold.ttf"))
  }

  /// (label, the `fontFiles` member, message)
  static let hostileEntries: [(String, String, String)] = {
    let digest = String(repeating: "a", count: 64)
    func entry(
      path: String = "Fonts/A.ttf", size: String = "10", sha: String = digest, names: String = #"["A-Bold"]"#
    )
      -> String
    {
      #"{"path": "\#(path)", "size": \#(size), "sha256": "\#(sha)", "postScriptNames": \#(names)}"#
    }
    return [
      ("a path outside Fonts/", "[\(entry(path: "../A.ttf"))]", "is not 'Fonts/<file>'"),
      ("a nested path", "[\(entry(path: "Fonts/x/A.ttf"))]", "is not 'Fonts/<file>'"),
      ("a hidden file", "[\(entry(path: "Fonts/.A.ttf"))]", "is not 'Fonts/<file>'"),
      ("not a font file", "[\(entry(path: "Fonts/A.png"))]", "is not a .ttf"),
      ("a bad digest", "[\(entry(sha: "XYZ"))]", "64 lower-case hex"),
      ("a zero size", "[\(entry(size: "0"))]", "expected a size from 1"),
      ("no names", "[\(entry(names: "[]"))]", "expected 1 to 64 names"),
      ("a name with a space", "[\(entry(names: #"["A Bold"]"#))]", "is not a PostScript name"),
      ("a name with a slash", "[\(entry(names: #"["A/B"]"#))]", "is not a PostScript name"),
      ("a path listed twice", "[\(entry()), \(entry(names: #"["B"]"#))]", "is listed twice"),
      ("one name in two files", "[\(entry()), \(entry(path: "Fonts/B.ttf"))]", "is in two font files"),
      (
        "an unknown key",
        #"[{"path": "Fonts/A.ttf", "size": 1, "sha256": "\#(digest)", "postScriptNames": ["A"], "x": 1}]"#,
        "unknown key 'x'"
      ),
      ("not an array", "{}", "expected an array"),
      (
        "not in the package's files",
        "[\(entry())]" + #", "files": [{"path": "Fonts/A.ttf", "size": 11, "sha256": "\#(digest)"}]"#,
        "is not in 'files' with this size and SHA-256"
      ),
    ]
  }()

  @Test(arguments: hostileEntries)
  func aHostileFontEntryInAManifestIsRefused(label: String, member: String, message: String) throws {
    let text = """
      {"formatVersion": 2, "name": "blue", "version": "1.0.0", "generator": "t",
       "color": {"light": "#226BAA", "dark": "#9ECAFF", "highContrast": "#226BAA", "darkHighContrast": "#9ECAFF"},
       "extraColors": {}, "assets": {}, "fontFiles": \(member)}
      """
    do {
      _ = try RuntimeManifest.parse(Array(text.utf8))
      Issue.record("\(label): accepted")
    } catch {
      #expect(error.description.contains(message), "\(label): \(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }
}
