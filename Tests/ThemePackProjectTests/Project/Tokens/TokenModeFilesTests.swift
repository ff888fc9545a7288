import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackLint
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// Figma's native export, one DTCG file per mode (`"tokens": {"files": {…}}`): a theme built
/// from it has the colours written by hand, a change of any mode file rebuilds it, and broken
/// mode files are refused with one line naming the file and the token.
@Suite("design tokens in: one file per mode (Figma's native export)")
struct TokenModeFilesTests {
  /// `"tokens"` of a theme reading `files` (key → path) from group `group`.
  static func reference(_ files: [(String, String)], group: String = "themes.blue") -> String {
    let members = files.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ")
    return "{\"version\": \"1.0.0\", \"tokens\": {\"files\": {\(members)}, \"group\": \"\(group)\"}}"
  }

  /// `BuildFixture`'s project whose theme `b` takes its colours from the four mode files of
  /// `TokensFixtures.figmaModeFiles` at `tokens/` (or is written by hand).
  private func fixture(handWritten: Bool = false) throws -> BuildFixture {
    let fixture = try BuildFixture()
    if handWritten {
      try fixture.project.write(TokensFixtures.handWrittenModes, to: "Themes/b/theme.json")
      return fixture
    }
    for file in TokensFixtures.figmaModeFiles {
      try fixture.project.write(file.text, to: "tokens/" + file.name)
    }
    let files = TokensFixtures.figmaModeFiles.map { ($0.key, "../../tokens/" + $0.name) }
    try fixture.project.write(Self.reference(files), to: "Themes/b/theme.json")
    return fixture
  }

  private func read(_ fixture: BuildFixture, _ path: String) throws -> [UInt8] {
    try Array(Data(contentsOf: URL(fileURLWithPath: fixture.output + "/" + path)))
  }

  @Test func modeFilesLoadWithTheHandWrittenColours() throws {
    let fixture = try fixture()
    let errors = fixture.project.lint().findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    let theme = try #require(try fixture.loaded().themes.first { $0.name == "b" })
    let expected = try #require(try self.fixture(handWritten: true).loaded().themes.first { $0.name == "b" })
    #expect(theme.color == expected.color)
    #expect(theme.darkColor == ThemeRGBA(red: 0x9E, green: 0xCA, blue: 0xFF))
    #expect(theme.extraColors == expected.extraColors)
    #expect(theme.roles(minimumContrast: 3) == expected.roles(minimumContrast: 3))
    let onColor = try #require(theme.roles(minimumContrast: 3).first { $0.name == "onColor" })
    #expect(onColor.given.darkHighContrast == ThemeRGBA(red: 0, green: 0, blue: 0))
  }

  @Test func modeFilesBuildTheSameColourSetsAndManifestColours() throws {
    let fixtures = [try fixture(handWritten: true), try fixture()]
    for fixture in fixtures { try fixture.build() }
    for set in ["color.colorset/Contents.json", "onColor.colorset/Contents.json"] {
      #expect(
        try read(fixtures[1], "test.themes.xcassets/b/" + set)
          == read(fixtures[0], "test.themes.xcassets/b/" + set))
    }
    let manifests = try fixtures.map { try JSONDocument.parseValue(read($0, "themes/b/manifest.json")) }
    #expect(manifests[1]["color"] == manifests[0]["color"])
    #expect(manifests[1]["extraColors"] == manifests[0]["extraColors"])
    #expect(manifests[0]["extraColors"]?["onColor"]?["dark"]?.stringValue == "#001B36")
  }

  @Test func aChangedModeFileRebuildsItsThemeAndNothingChangedIsANoOp() throws {
    let fixture = try fixture()
    try fixture.build()
    #expect(try fixture.build().report.upToDateThemes == 2)
    let changed = TokensFixtures.figmaDarkHighContrastMode.replacingOccurrences(
      of: "#c5dfff", with: "#d0e4ff"
    )
    .replacingOccurrences(
      of: "0.7725490196078432, 0.8745098039215686", with: "0.8156862745098039, 0.8941176470588236")
    try fixture.project.write(changed, to: "tokens/Darkhighcontrast.tokens.json")
    let rebuilt = try fixture.build()
    #expect(rebuilt.report.upToDateThemes == 1)
    let theme = try #require(try fixture.loaded().themes.first { $0.name == "b" })
    let color = try #require(theme.roles(minimumContrast: 3).first { $0.name == "color" })
    #expect(color.given.darkHighContrast == ThemeRGBA(red: 0xD0, green: 0xE4, blue: 0xFF))
    #expect(try fixture.build().report.upToDateThemes == 2)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The mode files written at the project's root, by name.
    var files: [String: String]
    /// `files` of `tokens`, key → path relative to the theme folder.
    var reference: [(String, String)]
    var rule = InvalidTokensRule.id
    /// The file the finding names, relative to the project.
    var file: String
    var message: String
    var testDescription: String { name }
  }

  static func mode(_ name: String?, _ tokens: String) -> String {
    let ext = name.map { ", \"$extensions\": {\"com.figma.modeName\": \"\($0)\"}" } ?? ""
    return "{\"g\": {\(tokens)}\(ext)}"
  }

  static let light = mode("Light", "\"color\": {\"$type\": \"color\", \"$value\": \"#226BAA\"}")
  static let dark = mode("Dark", "\"color\": {\"$type\": \"color\", \"$value\": \"#9ECAFF\"}")

  static let cases: [Case] = [
    Case(
      name: "a missing mode file", files: ["L.json": light],
      reference: [("light", "../../L.json"), ("dark", "../../D.json")], rule: UnreadableFileRule.id,
      file: "D.json", message: "D.json"),
    Case(
      name: "a token in dark but not in light",
      files: [
        "L.json": light,
        "D.json": mode(
          "Dark",
          "\"color\": {\"$type\": \"color\", \"$value\": \"#9ECAFF\"}, \"extra\": {\"$type\": \"color\", \"$value\": \"#000000\"}"
        ),
      ],
      reference: [("light", "../../L.json"), ("dark", "../../D.json")], file: "D.json",
      message: "token 'g.extra' for theme 'a': the dark mode file has it, the light file"),
    Case(
      name: "a token of another type in a mode file",
      files: [
        "L.json": light,
        "D.json": mode("Dark", "\"color\": {\"$type\": \"dimension\", \"$value\": \"#9ECAFF\"}"),
      ],
      reference: [("light", "../../L.json"), ("dark", "../../D.json")], file: "D.json",
      message: "token 'g.color' for theme 'a': its '$type' is 'dimension' in the dark mode file and 'color'"),
    Case(
      name: "a mode file of another mode",
      files: ["L.json": light, "D.json": dark],
      reference: [("light", "../../L.json"), ("highContrast", "../../D.json")], file: "D.json",
      message:
        "the file is mode 'Dark' ('com.figma.modeName') but 'tokens.files' names it for light high contrast"),
    Case(
      name: "a Tokens Studio file as a mode file",
      files: ["L.json": light, "D.json": "{\"dark\": {\"g\": {}}, \"$themes\": []}"],
      reference: [("light", "../../L.json"), ("dark", "../../D.json")], file: "D.json",
      message: "a mode file holds one mode's tokens, not Tokens Studio's '$themes' or '$metadata'"),
    Case(
      name: "a mode file that is not JSON", files: ["L.json": light, "D.json": "{\"g\": "],
      reference: [("light", "../../L.json"), ("dark", "../../D.json")], rule: "json-syntax", file: "D.json",
      message: "malformed JSON"),
    Case(
      name: "a bad colour in a mode file",
      files: [
        "L.json": light, "D.json": mode("Dark", "\"color\": {\"$type\": \"color\", \"$value\": \"#9ECAF\"}"),
      ],
      reference: [("light", "../../L.json"), ("dark", "../../D.json")], file: "D.json",
      message: "token 'g.color' for theme 'a': '#9ECAF' is not a hex colour"),
    Case(
      name: "an alias to a token only in the light file",
      files: [
        "L.json": mode(
          "Light",
          "\"color\": {\"$type\": \"color\", \"$value\": \"{g.base}\"}, \"base\": {\"$type\": \"color\", \"$value\": \"#226BAA\"}"
        ),
        "D.json": mode("Dark", "\"color\": {\"$type\": \"color\", \"$value\": \"{g.base}\"}"),
      ],
      reference: [("light", "../../L.json"), ("dark", "../../D.json")], file: "D.json",
      message: "alias '{g.base}' in 'g.color' names no token"),
  ]

  @Test(arguments: cases)
  func isRefusedWithOneLineNamingTheFile(_ hostile: Case) throws {
    let fixture = try LintFixture()
    for (name, text) in hostile.files { try fixture.write(text, to: name) }
    try fixture.write(Self.reference(hostile.reference, group: "g"), to: "Themes/a/theme.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors.map(\.description))")
    for error in errors {
      #expect(error.ruleID == hostile.rule, "\(error.description)")
      #expect(error.file == fixture.path(hostile.file))
      #expect(error.theme == "a")
      #expect(!error.message.contains("\n"))
      #expect(error.message.contains(hostile.message), "\(error.message)")
    }
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }

  @Test(arguments: [
    ("{\"files\": {\"dark\": \"D.json\"}}", "lacks required key 'light'"),
    ("{\"files\": \"L.json\"}", "'files' in 'tokens' of theme 'a' must be an object of mode files"),
    (
      "{\"file\": \"L.json\", \"files\": {\"light\": \"L.json\"}}",
      "takes one of 'file' (one tokens file), 'files'"
    ),
    ("{\"files\": {\"light\": \"/etc/L.json\"}}", "give a path relative to the theme folder"),
    ("{\"files\": {\"light\": 3}}", "must be a string"),
  ])
  func aBadFilesReferenceIsRefused(tokens: String, message: String) throws {
    let fixture = try LintFixture()
    try fixture.write("{\"version\": \"1.0.0\", \"tokens\": \(tokens)}", to: "Themes/a/theme.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(
      errors.contains { $0.message.contains(message) && $0.file == fixture.path("Themes/a/theme.json") },
      "\(errors.map(\.description))")
  }

  @Test func anUnknownModeKeyIsAWarningWithASuggestion() throws {
    let fixture = try LintFixture()
    try fixture.write(Self.light, to: "L.json")
    try fixture.write(
      Self.reference([("light", "../../L.json"), ("darkk", "../../L.json")], group: "g"),
      to: "Themes/a/theme.json")
    let found = fixture.findings(UnknownKeyRule.id)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("'dark'") == true, "\(found.map(\.message))")
  }

  @Test(arguments: ["../../../outside.json", "../../../../etc/hostname"])
  func aModeFileOutsideTheProjectIsRefused(path: String) throws {
    let fixture = try LintFixture()
    try fixture.write(Self.light, to: "L.json")
    try fixture.write(
      Self.reference([("light", "../../L.json"), ("dark", path)], group: "g"), to: "Themes/a/theme.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.ruleID == UnreadableFileRule.id)
    #expect(errors.first?.message.contains("is not inside the project folder") == true)
  }

  @Test func aModeFileLinkingOutOfTheProjectIsRefused() throws {
    let fixture = try LintFixture()
    let outside = try TemporaryFolder("themepack-outside")
    try outside.write(Self.dark, to: "D.json")
    try fixture.write(Self.light, to: "L.json")
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("D.json"), withDestinationPath: outside.path("D.json"))
    try fixture.write(
      Self.reference([("light", "../../L.json"), ("dark", "../../D.json")], group: "g"),
      to: "Themes/a/theme.json")
    let report = fixture.lint()
    #expect(report.findings.contains { $0.ruleID == "symbolic-link" && $0.file == fixture.path("D.json") })
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }

  @Test func aContrastFindingOnADarkModeValuePointsAtTheDarkFile() throws {
    let fixture = try LintFixture()
    try fixture.write(Self.light, to: "L.json")
    try fixture.write(
      Self.mode("Dark", "\"color\": {\"$type\": \"color\", \"$value\": \"#202022\"}"), to: "D.json")
    try fixture.write(
      Self.reference([("light", "../../L.json"), ("dark", "../../D.json")], group: "g"),
      to: "Themes/a/theme.json")
    let found = fixture.findings(DarkContrastRule.id)
    #expect(found.count == 1)
    #expect(found.first?.file == fixture.path("D.json"))
    #expect(found.first?.message.hasPrefix("token 'g.color': dark colour #202022") == true)
  }
}
