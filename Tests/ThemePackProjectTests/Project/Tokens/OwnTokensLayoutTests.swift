import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackToolTestSupport

/// A tokens file ThemePack wrote (`DesignTokensLayout`), named as a theme's `tokens`, loads
/// the theme's colours as `theme.json` gave them: the same light values, the same given values
/// (the derived ones derived again) and the same pairs; a designer's file reads as before.
@Suite("design tokens in: the tokens a build wrote, read back")
struct OwnTokensLayoutTests {
  /// Theme `b` with a given dark value, a pair, a colour with no pair and one on the background.
  static let themeB = """
    {"version": "1.0.0", "color": {"value": "#226BAA", "dark": "#9ECAFF"},
     "colors": {"onColor": {"value": "#FFFFFF", "darkHighContrast": "#001B36", "on": "color", "use": "text"},
                "plain": "#FF8800", "line": {"value": "#79747E", "on": "background", "use": 3.2}}}
    """

  /// Builds theme `b` with the tokens output, then names the file it wrote as `b`'s `tokens`.
  private func roundTrip() throws -> (written: Theme, readBack: Theme, fixture: BuildFixture) {
    let fixture = try BuildFixture()
    try fixture.project.write(Self.themeB, to: "Themes/b/theme.json")
    var options = fixture.options
    options.outputFormats = [.tokens]
    try fixture.build(options: options)
    let written = try #require(try fixture.loaded().themes.first { $0.name == "b" })
    let bytes = try Data(contentsOf: URL(fileURLWithPath: fixture.output + "/tokens/b/b.tokens.json"))
    try fixture.project.write(String(decoding: bytes, as: UTF8.self), to: "Themes/b/b.tokens.json")
    try fixture.project.write(
      "{\"version\": \"1.0.0\", \"tokens\": \"b.tokens.json\"}", to: "Themes/b/theme.json")
    let errors = fixture.project.lint().findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    let readBack = try #require(try fixture.loaded().themes.first { $0.name == "b" })
    return (written, readBack, fixture)
  }

  @Test func theWrittenFileLoadsTheSameGivenValuesAndPairs() throws {
    let (written, readBack, _) = try roundTrip()
    #expect(readBack.color == written.color)
    #expect(readBack.themeColorValues == written.themeColorValues)
    #expect(readBack.themeColorValues[.lightHighContrast] == nil)  // derived, and derived again
    #expect(readBack.extraColors == written.extraColors)
    #expect(readBack.roles(minimumContrast: 3) == written.roles(minimumContrast: 3))
    let line = try #require(readBack.colorRoles["line"])
    #expect(line.surface == .background)
    #expect(line.need == ContrastNeed(ratio: 3.2))
    #expect(readBack.colorRoles["plain"]?.surface == nil)
  }

  @Test func aFindingAboutAReadBackColourNamesItsTokenInTheFile() throws {
    let (_, _, fixture) = try roundTrip()
    let sources = try #require(
      ThemeProject.load(assetsPath: fixture.project.assets).survey.themes.first {
        $0.name == "b"
      }?.settings?.tokenValuePlaces)
    #expect(sources["color"]?[.light]?.token == "color.theme")
    #expect(sources["onColor"]?[.darkHighContrast]?.token == "color.onColor")
    #expect(sources["onColor"]?[.darkHighContrast]?.file.hasSuffix("Themes/b/b.tokens.json") == true)
  }

  @Test func aDesignersFileWithATokenColorReadsAsBeforeWhateverItsExtensions() throws {
    let fixture = try BuildFixture()
    try fixture.project.write(
      """
      {"$extensions": {"com.themepack": {"modes": {"light": "palette"}}},
       "$type": "color", "color": {"$value": "#226BAA",
         "$extensions": {"com.themepack": {"derived": ["dark"], "modes": {"dark": "#9ECAFF"}}}},
       "palette": {"theme": {"$value": "#000000"}}}
      """, to: "Themes/b/t.json")
    try fixture.project.write("{\"version\": \"1.0.0\", \"tokens\": \"t.json\"}", to: "Themes/b/theme.json")
    let theme = try #require(try fixture.loaded().themes.first { $0.name == "b" })
    #expect(theme.color == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA))
    // 'derived' not read
    #expect(theme.themeColorValues[.dark] == ThemeRGBA(red: 0x9E, green: 0xCA, blue: 0xFF))
    #expect(theme.extraColors.isEmpty)
  }
}
