import Foundation
import Testing
import ThemePackBuild
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

@testable import ThemePackImport

/// `init` from plain runtime folders (no package signature vouches for them) takes a font file
/// back only when its bytes have the size and SHA-256 its manifest entry gives.
@Suite("init: runtime folders' font files checked against their manifest")
struct RuntimeFontFileTests {
  private let font = TestFont(postScriptName: "Brand-Bold", weight: 700).bytes

  /// The build fixture with `Brand-Bold.ttf` in theme `a`, built to runtime folders; returns
  /// the themes folder.
  private func built() throws -> (BuildFixture, String) {
    let fixture = try BuildFixture()
    try fixture.project.write(font, to: "Themes/a/Fonts/Brand-Bold.ttf")
    var options = fixture.options
    options.outputFormats = [.runtime]
    try fixture.build(options: options)
    return (fixture, fixture.output + "/themes")
  }

  private func plan(_ themes: String, into: String) throws(ImportError) -> ImportedProject {
    try RuntimeThemeImporter.plan(ImportOptions(from: themes, into: into))
  }

  @Test func anIntactFontFileComesBack() throws {
    let (fixture, themes) = try built()
    let project = try plan(themes, into: fixture.outputFolder.path("New"))
    #expect(project.files["Themes/a/Fonts/Brand-Bold.ttf"] == font)
  }

  /// The font's bytes spoiled as `label` says.
  private func spoiled(_ label: String) -> [UInt8] {
    switch label {
    case "one byte changed":
      var copy = font
      copy[copy.count / 2] ^= 0xFF
      return copy
    case "a byte added": return font + [0]
    default: return Array(font.dropLast())
    }
  }

  @Test(arguments: ["one byte changed", "a byte added", "truncated"])
  func aChangedFontFileIsRefusedNamingIt(label: String) throws {
    let (fixture, themes) = try built()
    let path = themes + "/a/Fonts/Brand-Bold.ttf"
    try Data(spoiled(label)).write(to: URL(fileURLWithPath: path))
    #expect(throws: ImportError.self, "\(label)") { try plan(themes, into: fixture.outputFolder.path("New")) }
    do {
      _ = try plan(themes, into: fixture.outputFolder.path("New"))
    } catch {
      #expect(error.description.contains("Brand-Bold.ttf"), "\(label): \(error.description)")
      #expect(error.description.contains("bytes with SHA-256"), "\(label): \(error.description)")
      #expect(error.description.contains("a changed or damaged font file"), "\(label)")
      #expect(!error.description.contains("\n"), "\(label)")
    }
  }

  /// A font's line height and letter spacing come back into the new project's `theme.json`.
  @Test func lineHeightAndLetterSpacingComeBack() throws {
    let fixture = try BuildFixture()
    try fixture.project.writeTheme(
      "a", color: "#CC3333",
      extra:
        #", "fonts": {"title": {"family": "Helvetica", "size": 17, "lineHeight": 1.4, "letterSpacing": -0.2}}"#
    )
    var options = fixture.options
    options.outputFormats = [.runtime]
    try fixture.build(options: options)
    let project = try plan(fixture.output + "/themes", into: fixture.outputFolder.path("New"))
    let settings = try JSONDocument.parse(try #require(project.files["Themes/a/theme.json"])).root
    let title = settings["fonts"]?["title"]
    #expect(title?["lineHeight"] == .number(1.4), "\(String(describing: title))")
    #expect(title?["letterSpacing"] == .number(-0.2))
  }
}
