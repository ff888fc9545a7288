import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackLint
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// Tokens Studio's legacy format (`value`/`type` without `$`) reads exactly like the DTCG
/// form: a single file with `$themes`, a "multiple files" folder and a file read with
/// `colorToken` each build the colours written by hand in every appearance.
@Suite("design tokens in: Tokens Studio's legacy format")
struct TokensLegacyFormatTests {
  /// Theme `b` of `fixture`'s project, checked to lint without errors.
  private func themeB(_ fixture: BuildFixture, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Theme
  {
    let errors = fixture.project.lint().findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description))", sourceLocation: sourceLocation)
    return try #require(try fixture.loaded().themes.first { $0.name == "b" }, sourceLocation: sourceLocation)
  }

  /// Theme `b` written by hand (`TokensFixtures.handWritten`).
  private func handWritten() throws -> Theme {
    let fixture = try BuildFixture()
    try fixture.project.write(TokensFixtures.handWritten, to: "Themes/b/theme.json")
    return try themeB(fixture)
  }

  /// Checks that `theme` has the hand-written theme's given values and pairs, and the same
  /// colours in all four appearances once solved.
  private func expectHandWrittenColours(
    _ theme: Theme, extraColor: String = "onColor", sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let expected = try handWritten()
    #expect(theme.color == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA), sourceLocation: sourceLocation)
    #expect(
      theme.themeColorValues == [.dark: ThemeRGBA(red: 0x9E, green: 0xCA, blue: 0xFF)],
      sourceLocation: sourceLocation)
    #expect(theme.colorRoles.keys.sorted() == [extraColor], sourceLocation: sourceLocation)
    let role = try #require(theme.colorRoles[extraColor], sourceLocation: sourceLocation)
    let expectedRole = try #require(expected.colorRoles["onColor"])
    #expect(role.light == .white, sourceLocation: sourceLocation)
    #expect(role.given.dark == ThemeRGBA(red: 0, green: 0x1B, blue: 0x36), sourceLocation: sourceLocation)
    #expect(role.given == expectedRole.given, sourceLocation: sourceLocation)
    #expect(role.surface == .color("color"), sourceLocation: sourceLocation)
    #expect(role.need == expectedRole.need, sourceLocation: sourceLocation)
    let solved = TokensColorTokenTests.solved(theme)
    let handSolved = TokensColorTokenTests.solved(expected)
    for appearance in ThemeAppearance.allCases {
      #expect(
        solved["color"]?[appearance] == handSolved["color"]?[appearance], sourceLocation: sourceLocation)
      #expect(
        solved[extraColor]?[appearance] == handSolved["onColor"]?[appearance], "\(appearance)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func aSingleLegacyFileWithThemesBuildsTheHandWrittenColours() throws {
    let fixture = try BuildFixture()
    try fixture.project.write(TokensFixtures.legacyStudio, to: "tokens/studio.json")
    try fixture.project.writeTokensTheme("b", file: "../../tokens/studio.json", group: "themes.blue")
    try expectHandWrittenColours(try themeB(fixture))
    let hand = try BuildFixture()
    try hand.project.write(TokensFixtures.handWritten, to: "Themes/b/theme.json")
    for built in [fixture, hand] { try built.build() }
    let set = "test.themes.xcassets/b/onColor.colorset/Contents.json"
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: fixture.output + "/" + set))
        == Data(contentsOf: URL(fileURLWithPath: hand.output + "/" + set)))
  }

  @Test func aLegacyFolderBuildsTheHandWrittenColours() throws {
    let fixture = try BuildFixture()
    for file in TokensFixtures.legacyStudioFolder {
      #expect(!file.text.contains("$value") && !file.text.contains("$type"), "\(file.path)")
      try fixture.project.write(file.text, to: "tokens/" + file.path)
    }
    try fixture.project.write(
      TokensStudioFolderTests.reference("../../tokens", group: "themes.blue"), to: "Themes/b/theme.json")
    try expectHandWrittenColours(try themeB(fixture))
  }

  @Test func aLegacyFileWithColorTokenBuildsTheHandWrittenColours() throws {
    let fixture = try BuildFixture()
    try fixture.project.write(TokensFixtures.legacyColorToken, to: "tokens/t.json")
    try fixture.project.write(
      "{\"version\": \"1.0.0\", \"tokens\": {\"file\": \"../../tokens/t.json\", \"group\": \"themes.blue\","
        + " \"colorToken\": \"primary\"}}", to: "Themes/b/theme.json")
    try expectHandWrittenColours(try themeB(fixture), extraColor: "onPrimary")
  }

  @Test func aFindingAboutALegacyTokenPointsAtItsValue() throws {
    let tokens = """
      {"g": {
        "color": {"value": "#CC5533", "type": "color"},
        "onColor": {
          "type": "color",
          "value": "#CC5534",
          "$extensions": {"com.themepack": {"on": "color"}}
        }
      }}
      """
    let fixture = try LintFixture()
    try fixture.writeTokensTheme("a", file: "../../t.json")
    try fixture.write(tokens, to: "t.json")
    let found = fixture.findings(ContrastPairRule.id).filter { $0.message.contains(" in light,") }
    #expect(found.count == 1, "\(found.map(\.description))")
    let finding = try #require(found.first)
    #expect(finding.file == fixture.path("t.json"))
    #expect(finding.line == 5)
    #expect(finding.column == 14, "the value itself, after \"value\": ")
    #expect(finding.message.hasPrefix("token 'g.onColor': colour 'onColor' of theme 'a' (#CC5534)"))
  }
}
