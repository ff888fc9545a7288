import Foundation
import Testing
import ThemePackLint
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

@Suite("lint: a theme's own font files (licence, names, glyphs, hostile files)")
struct FontFileRuleTests {
  /// The clean fixture with a `title` font role naming `family` in theme `a`.
  private func fixture(family: String = "Brand-Bold", sampleText: String? = nil) throws -> LintFixture {
    let fixture = try LintFixture()
    let sample = sampleText.map { #", "sampleText": "\#($0)""# } ?? ""
    try fixture.writeTheme(
      "a", color: "#CC3333", extra: #", "fonts": {"title": {"family": "\#(family)", "size": 17}}"# + sample)
    return fixture
  }

  private let fontRules = [
    UnreadableFontRule.id, RestrictedFontRule.id, PreviewOnlyFontRule.id, DuplicateFontNameRule.id,
    MissingGlyphRule.id, UnknownFontRule.id, UnexpectedFileRule.id,
  ]

  @Test func aThemeShippingItsFontLintsClean() throws {
    let fixture = try fixture()
    try fixture.write(
      TestFont(postScriptName: "Brand-Bold", weight: 700).bytes, to: "Themes/a/Fonts/Brand-Bold.ttf")
    try fixture.write("SIL Open Font License 1.1", to: "Themes/a/Fonts/OFL.txt")
    let report = fixture.lint()
    #expect(report.findings.filter { fontRules.contains($0.ruleID) }.isEmpty, "\(report.findings)")
  }

  @Test func aSharedFontResolvesTheRoleOfEveryTheme() throws {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {"packageName": "test.themes", "scales": [1, 2, 3],
       "assets": {"icon": {"source": "master", "tint": "template"}},
       "fonts": {"body": {"family": "Brand-Regular", "size": 15}}}
      """, to: "themepack.json")
    #expect(fixture.findings(UnknownFontRule.id).count == 1)
    try fixture.write(TestFont(postScriptName: "Brand-Regular").bytes, to: "Fonts/Brand.otf")
    #expect(fixture.findings(UnknownFontRule.id).isEmpty)
  }

  @Test func aRoleNamingNoFaceOfTheThemeIsUnknown() throws {
    let fixture = try fixture(family: "Brand-Black")
    try fixture.write(TestFont(postScriptName: "Brand-Bold").bytes, to: "Themes/a/Fonts/Brand-Bold.ttf")
    let findings = fixture.findings(UnknownFontRule.id)
    #expect(findings.count == 1)
    #expect(findings.first?.theme == "a")
    #expect(findings.first?.message == UnknownFontRule.message(font: "title", family: "Brand-Black"))
  }

  @Test func anotherThemesFontDoesNotResolveTheRole() throws {
    let fixture = try fixture()
    try fixture.write(TestFont(postScriptName: "Brand-Bold").bytes, to: "Themes/b/Fonts/Brand-Bold.ttf")
    #expect(fixture.findings(UnknownFontRule.id).map(\.theme) == ["a"])
  }

  @Test(arguments: [(2, RestrictedFontRule.id), (0x0202, RestrictedFontRule.id), (4, PreviewOnlyFontRule.id)])
  func aFontWhoseLicenceLimitsEmbeddingIsReported(fsType: Int, rule: String) throws {
    let fixture = try fixture()
    let font = TestFont(postScriptName: "Brand-Bold", fsType: fsType)
    try fixture.write(font.bytes, to: "Themes/a/Fonts/Brand-Bold.ttf")
    let findings = fixture.findings(rule)
    #expect(findings.count == 1)
    #expect(findings.first?.file == fixture.path("Themes/a/Fonts/Brand-Bold.ttf"))
    #expect(findings.first?.severity == (rule == RestrictedFontRule.id ? .error : .warning))
    let other = rule == RestrictedFontRule.id ? PreviewOnlyFontRule.id : RestrictedFontRule.id
    #expect(fixture.findings(other).isEmpty)
  }

  @Test(arguments: [0, 8, 0x0100, 0x0200])
  func anInstallableOrEditableFontIsNotReported(fsType: Int) throws {
    let fixture = try fixture()
    try fixture.write(
      TestFont(postScriptName: "Brand-Bold", fsType: fsType).bytes, to: "Themes/a/Fonts/B.ttf")
    #expect(fixture.findings(RestrictedFontRule.id).isEmpty)
    #expect(fixture.findings(PreviewOnlyFontRule.id).isEmpty)
  }

  @Test func twoFilesWithOnePostScriptNameAreAnError() throws {
    let fixture = try fixture()
    try fixture.write(TestFont(postScriptName: "Brand-Bold").bytes, to: "Themes/a/Fonts/Bold.ttf")
    try fixture.write(
      TestFont.collection([TestFont(postScriptName: "Brand-Regular"), TestFont(postScriptName: "Brand-Bold")]
      ),
      to: "Fonts/Brand.ttc")
    let findings = fixture.findings(DuplicateFontNameRule.id)
    #expect(findings.count == 1)
    #expect(findings.first?.theme == "a")
    #expect(findings.first?.file == fixture.path("Fonts/Brand.ttc"))
    #expect(findings.first?.message.contains("'Brand.ttc' (face 1)") == true)
  }

  @Test func aFaceWithoutTheSampleTextsGlyphsIsAWarning() throws {
    let fixture = try fixture(sampleText: "Grüße 123")
    try fixture.write(
      TestFont(postScriptName: "Brand-Bold", characters: "Gre123").bytes, to: "Themes/a/Fonts/Brand-Bold.ttf")
    let findings = fixture.findings(MissingGlyphRule.id)
    #expect(findings.count == 1)
    #expect(findings.first?.theme == "a")
    #expect(findings.first?.message.contains("'ü' (U+00FC), 'ß' (U+00DF)") == true, "\(findings)")
  }

  @Test func theDefaultSampleTextIsTheLettersAndDigits() throws {
    let fixture = try fixture()
    try fixture.write(
      TestFont(postScriptName: "Brand-Bold", characters: "ABCDEFGHIJKLMNOPQRSTUVWXYZ").bytes,
      to: "Themes/a/Fonts/Brand-Bold.ttf")
    let message = try #require(fixture.findings(MissingGlyphRule.id).first?.message)
    #expect(message.contains("'a' (U+0061)"))
    #expect(message.contains("and 24 more"))
  }

  @Test(arguments: FontHostileFiles.all)
  func aHostileFontFileIsOneErrorLine(label: String, bytes: [UInt8]) throws {
    let fixture = try fixture()
    try fixture.write(bytes, to: "Themes/a/Fonts/Brand-Bold.ttf")
    let findings = fixture.findings(UnreadableFontRule.id)
    #expect(findings.count == 1, "\(label)")
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.message.contains("\n") == false)
    #expect(findings.first?.message.hasPrefix("font file 'Brand-Bold.ttf' is not usable: ") == true)
    // The role then names no face the theme ships.
    #expect(fixture.findings(UnknownFontRule.id).count == 1)
  }
}

/// Font files no reader may trust, for the lint's table.
enum FontHostileFiles {
  static let all: [(String, [UInt8])] = {
    let font = TestFont(postScriptName: "Brand-Bold").bytes
    return [
      ("zero-length", []),
      ("truncated", Array(font.prefix(font.count / 3))),
      (
        "a PNG renamed .ttf",
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 1, count: 100)
      ),
      ("a TTC header declaring 4 billion faces", Array("ttcf".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]),
    ]
  }()
}
