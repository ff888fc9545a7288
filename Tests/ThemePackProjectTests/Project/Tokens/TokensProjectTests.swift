import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

/// Themes whose colours come from design token files build exactly like the same colours
/// written by hand, and a change of the file rebuilds what it feeds.
@Suite("design tokens in: projects built from token files")
struct TokensProjectTests {
  /// Where theme `b` of `BuildFixture`'s project takes its colours from.
  enum Source: String, CaseIterable, Sendable {
    case handWritten, tokensStudio, figma
    /// The Tokens Studio export with every `"{a.b}"` alias written as DTCG 2025.10's JSON
    /// Pointer form `{"$ref": "#/a/b/$value"}` (half of them at token level, in place of
    /// `$value`).
    case jsonPointer
  }

  /// `TokensFixtures.tokensStudio` with its aliases as `$ref`s.
  static var jsonPointerTokens: String {
    var text = TokensFixtures.tokensStudio
    var count = 0
    while let range = text.range(of: #""\$value": "\{[^}]+\}""#, options: .regularExpression) {
      let alias = text[range].split(separator: "{")[1].dropLast(2)
      let pointer = "#/" + alias.replacingOccurrences(of: ".", with: "/") + "/$value"
      text.replaceSubrange(
        range, with: count % 2 == 0 ? #""$value": {"$ref": "\#(pointer)"}"# : #""$ref": "\#(pointer)""#)
      count += 1
    }
    return text
  }

  /// `BuildFixture`'s project with theme `b` written by hand, or from the Tokens Studio export,
  /// or from the Figma one (at `tokens/` in the project, group `themes.blue`).
  private func fixture(_ source: Source) throws -> BuildFixture {
    let fixture = try BuildFixture()
    let project = fixture.project
    switch source {
    case .handWritten:
      try project.write(TokensFixtures.handWritten, to: "Themes/b/theme.json")
    case .tokensStudio:
      try project.write(TokensFixtures.tokensStudio, to: "tokens/studio.json")
      try project.writeTokensTheme("b", file: "../../tokens/studio.json", group: "themes.blue")
    case .figma:
      try project.write(TokensFixtures.figmaVariables, to: "tokens/figma.json")
      try project.writeTokensTheme("b", file: "../../tokens/figma.json", group: "themes.blue")
    case .jsonPointer:
      try project.write(Self.jsonPointerTokens, to: "tokens/pointer.json")
      try project.writeTokensTheme("b", file: "../../tokens/pointer.json", group: "themes.blue")
    }
    return fixture
  }

  private func themeB(_ fixture: BuildFixture) throws -> Theme {
    try #require(try fixture.loaded().themes.first { $0.name == "b" })
  }

  private func read(_ fixture: BuildFixture, _ path: String) throws -> [UInt8] {
    try Array(Data(contentsOf: URL(fileURLWithPath: fixture.output + "/" + path)))
  }

  @Test func theJSONPointerFixtureHasNoBraceAliasLeft() {
    let text = Self.jsonPointerTokens
    #expect(!text.contains(#"": "{"#) && text.contains(##""$ref": "#/palette/"##), "\(text)")
  }

  @Test(arguments: [Source.tokensStudio, .figma, .jsonPointer])
  func tokenThemesLoadWithTheHandWrittenColours(source: Source) throws {
    let fixture = try fixture(source)
    let errors = fixture.project.lint().findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    let expected = try themeB(self.fixture(.handWritten))
    let theme = try themeB(fixture)
    #expect(theme.color == expected.color)
    #expect(theme.darkColor == expected.darkColor)
    #expect(theme.extraColors == expected.extraColors)
    #expect(theme.roles(minimumContrast: 3) == expected.roles(minimumContrast: 3))
    let onColor = try #require(theme.roles(minimumContrast: 3).first { $0.name == "onColor" })
    #expect(onColor.given.dark == ThemeRGBA(red: 0, green: 0x1B, blue: 0x36))
    #expect(onColor.given.lightHighContrast == nil)  // not in the files: derived
    #expect(onColor.surface == .color("color"))
  }

  @Test func tokenThemesBuildTheSameColourSetsAndManifestColours() throws {
    let fixtures = try Source.allCases.map { try fixture($0) }
    for fixture in fixtures { try fixture.build() }
    for set in ["color.colorset/Contents.json", "onColor.colorset/Contents.json"] {
      let expected = try read(fixtures[0], "test.themes.xcassets/b/" + set)
      for fixture in fixtures.dropFirst() {
        #expect(try read(fixture, "test.themes.xcassets/b/" + set) == expected)
      }
    }
    let manifests = try fixtures.map { try JSONDocument.parseValue(read($0, "themes/b/manifest.json")) }
    for manifest in manifests.dropFirst() {
      #expect(manifest["color"] == manifests[0]["color"])
      #expect(manifest["extraColors"] == manifests[0]["extraColors"])
    }
    #expect(manifests[0]["extraColors"]?["onColor"]?["dark"]?.stringValue == "#001B36")
  }

  @Test func aChangedTokenRebuildsItsThemeAndNothingChangedIsANoOp() throws {
    let fixture = try fixture(.tokensStudio)
    try fixture.build()
    #expect(try fixture.build().report.upToDateThemes == 2)
    let changed = TokensFixtures.tokensStudio.replacingOccurrences(of: "#9ECAFF", with: "#A8D0FF")
    try fixture.project.write(changed, to: "tokens/studio.json")
    let rebuilt = try fixture.build()
    #expect(rebuilt.report.upToDateThemes == 1)
    let dark = try #require(rebuilt.themes.first { $0.name == "b" }?.darkColor)
    #expect(dark == ThemeRGBA(red: 0xA8, green: 0xD0, blue: 0xFF))
    let colorSet = try String(
      decoding: read(fixture, "test.themes.xcassets/b/color.colorset/Contents.json"), as: UTF8.self)
    #expect(colorSet.contains("\"red\" : \"0.659\""))
    #expect(try fixture.build().report.upToDateThemes == 2)
  }
}
