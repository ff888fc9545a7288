import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// Tokens Studio's "multiple files" sync (`"tokens": {"folder": …}`): a theme built from the
/// folder has the colours written by hand, a change of any file in it rebuilds the theme, and
/// broken folders are refused with one line naming the file.
@Suite("design tokens in: a Tokens Studio folder")
struct TokensStudioFolderTests {
  static func reference(_ folder: String, group: String) -> String {
    "{\"version\": \"1.0.0\", \"tokens\": {\"folder\": \"\(folder)\", \"group\": \"\(group)\"}}"
  }

  /// `BuildFixture`'s project whose theme `b` reads `TokensFixtures.studioFolder` at `tokens/`
  /// (or is written by hand).
  private func fixture(handWritten: Bool = false) throws -> BuildFixture {
    let fixture = try BuildFixture()
    if handWritten {
      try fixture.project.write(TokensFixtures.handWritten, to: "Themes/b/theme.json")
      return fixture
    }
    for file in TokensFixtures.studioFolder {
      try fixture.project.write(file.text, to: "tokens/" + file.path)
    }
    try fixture.project.write(Self.reference("../../tokens", group: "themes.blue"), to: "Themes/b/theme.json")
    return fixture
  }

  private func read(_ fixture: BuildFixture, _ path: String) throws -> [UInt8] {
    try Array(Data(contentsOf: URL(fileURLWithPath: fixture.output + "/" + path)))
  }

  @Test func aFolderBuildsTheSameColoursAsTheHandWrittenTheme() throws {
    let fixtures = [try fixture(handWritten: true), try fixture()]
    let errors = fixtures[1].project.lint().findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    let themes = try fixtures.map { try #require(try $0.loaded().themes.first { $0.name == "b" }) }
    #expect(themes[1].color == themes[0].color)
    #expect(themes[1].darkColor == ThemeRGBA(red: 0x9E, green: 0xCA, blue: 0xFF))
    #expect(themes[1].roles(minimumContrast: 3) == themes[0].roles(minimumContrast: 3))
    for fixture in fixtures { try fixture.build() }
    for set in ["color.colorset/Contents.json", "onColor.colorset/Contents.json"] {
      let path = "test.themes.xcassets/b/" + set
      #expect(try read(fixtures[1], path) == read(fixtures[0], path))
    }
    let manifests = try fixtures.map { try JSONDocument.parseValue(read($0, "themes/b/manifest.json")) }
    #expect(manifests[1]["color"] == manifests[0]["color"])
    #expect(manifests[1]["extraColors"] == manifests[0]["extraColors"])
  }

  @Test(arguments: [
    ("mode/dark.json", "#A8D0FF"),
    ("core/palette.json", "#A8D0FF"),
  ])
  func aChangedSetFileRebuildsItsThemeAndNothingChangedIsANoOp(file: String, replacement: String) throws {
    let fixture = try fixture()
    try fixture.build()
    #expect(try fixture.build().report.upToDateThemes == 2)
    let original = try #require(TokensFixtures.studioFolder.first { $0.path == file }?.text)
    let changed =
      file == "mode/dark.json"
      ? original.replacingOccurrences(of: "{palette.blue.200}", with: replacement)
      : original.replacingOccurrences(of: "#9ECAFF", with: replacement)
    try fixture.project.write(changed, to: "tokens/" + file)
    #expect(try fixture.build().report.upToDateThemes == 1)
    let theme = try #require(try fixture.loaded().themes.first { $0.name == "b" })
    #expect(theme.darkColor == ThemeRGBA(red: 0xA8, green: 0xD0, blue: 0xFF))
    #expect(try fixture.build().report.upToDateThemes == 2)
  }

  @Test func aChangedThemesFileRebuildsItsTheme() throws {
    let fixture = try fixture()
    try fixture.build()
    let original = try #require(TokensFixtures.studioFolder.first { $0.path == "$themes.json" }?.text)
    // The dark theme renamed to a name that is no mode: dark is derived again.
    try fixture.project.write(
      original.replacingOccurrences(of: "\"name\": \"Dark\"", with: "\"name\": \"Dim\""),
      to: "tokens/$themes.json")
    #expect(try fixture.build().report.upToDateThemes == 1)
    let theme = try #require(try fixture.loaded().themes.first { $0.name == "b" })
    #expect(theme.darkColor == nil)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// Files written under `tokens/`, by path; nil removes one of the good folder's files.
    var files: [String: String?]
    var rule = InvalidTokensRule.id
    /// The file the finding names, relative to `tokens/`.
    var file: String
    var message: String
    var testDescription: String { name }
  }

  static let good: [String: String] = [
    "$metadata.json": "{\"tokenSetOrder\": [\"core\", \"sets/light\"]}",
    "$themes.json":
      "[{\"name\": \"Light\", \"selectedTokenSets\": {\"core\": \"source\", \"sets/light\": \"enabled\"}}]",
    "core.json": "{\"p\": {\"$type\": \"color\", \"blue\": {\"$value\": \"#226BAA\"}}}",
    "sets/light.json": "{\"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"{p.blue}\"}}}",
  ]

  static let cases: [Case] = [
    Case(
      name: "no $metadata.json", files: ["$metadata.json": nil], rule: UnreadableFileRule.id,
      file: "$metadata.json", message: "$metadata.json"),
    Case(
      name: "$metadata.json without tokenSetOrder", files: ["$metadata.json": "{\"order\": []}"],
      file: "$metadata.json", message: "'$metadata.json' needs 'tokenSetOrder', an array of set names"),
    Case(
      name: "tokenSetOrder of the wrong type",
      files: ["$metadata.json": "{\"tokenSetOrder\": [\"core\", 3]}"],
      file: "$metadata.json", message: "'$metadata.json' needs 'tokenSetOrder', an array of set names"),
    Case(
      name: "a set path leaving the folder",
      files: ["$metadata.json": "{\"tokenSetOrder\": [\"core\", \"../../etc/passwd\"]}"],
      file: "$metadata.json", message: "token set '../../etc/passwd' is not a file name inside the folder"),
    Case(
      name: "a set listed in tokenSetOrder but missing", files: ["sets/light.json": nil],
      rule: UnreadableFileRule.id, file: "sets/light.json", message: "sets/light.json"),
    Case(
      name: "a set selected in $themes but not listed",
      files: [
        "$themes.json":
          "[{\"name\": \"Light\", \"selectedTokenSets\": {\"core\": \"source\", \"sets/light\": \"enabled\", \"sets/gone\": \"enabled\"}}]"
      ],
      file: "$themes.json",
      message:
        "theme 'Light' selects token set 'sets/gone', which 'tokenSetOrder' in '$metadata.json' does not list"
    ),
    Case(
      name: "$themes.json of the wrong shape", files: ["$themes.json": "{\"Light\": {}}"],
      file: "$themes.json", message: "'$themes' must be an array of themes"),
    Case(
      name: "a theme without selectedTokenSets", files: ["$themes.json": "[{\"name\": \"Light\"}]"],
      file: "$themes.json", message: "a theme in '$themes' needs 'name' and 'selectedTokenSets'"),
    Case(
      name: "a set file that is not an object", files: ["core.json": "[1, 2]"],
      file: "core.json", message: "token set 'core' is not an object"),
    Case(
      name: "a set file that is not JSON", files: ["core.json": "{\"p\": "], rule: "json-syntax",
      file: "core.json", message: "malformed JSON"),
    Case(
      name: "a deeply nested set file",
      files: [
        "core.json": String(repeating: "{\"n\": ", count: 300) + "{}" + String(repeating: "}", count: 300)
      ],
      rule: "json-syntax", file: "core.json", message: "nesting deeper than 200 levels"),
    Case(
      name: "too many sets",
      files: [
        "$metadata.json":
          "{\"tokenSetOrder\": [" + (0...1000).map { "\"s\($0)\"" }.joined(separator: ", ") + "]}"
      ],
      file: "$metadata.json", message: "more than 1000 token sets"),
    Case(
      name: "an alias to a token of an unselected set",
      files: [
        "$themes.json": "[{\"name\": \"Light\", \"selectedTokenSets\": {\"sets/light\": \"enabled\"}}]"
      ],
      file: "sets/light.json", message: "alias '{p.blue}' in 'g.color' names no token"),
  ]

  @Test(arguments: cases)
  func isRefusedWithOneLineNamingTheFile(_ hostile: Case) throws {
    let fixture = try LintFixture()
    for (path, text) in Self.good.merging(hostile.files.compactMapValues { $0 }, uniquingKeysWith: { $1 })
    where hostile.files[path] != .some(nil) {
      try fixture.write(text, to: "tokens/" + path)
    }
    try fixture.write(Self.reference("../../tokens", group: "g"), to: "Themes/a/theme.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors.map(\.description))")
    for error in errors {
      #expect(error.ruleID == hostile.rule, "\(error.description)")
      #expect(error.file == fixture.path("tokens/" + hostile.file))
      #expect(error.theme == "a")
      #expect(!error.message.contains("\n"))
      #expect(error.message.contains(hostile.message), "\(error.message)")
    }
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }

  @Test func theGoodFolderOfTheTableIsClean() throws {
    let fixture = try LintFixture()
    for (path, text) in Self.good { try fixture.write(text, to: "tokens/" + path) }
    try fixture.write(Self.reference("../../tokens", group: "g"), to: "Themes/a/theme.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    let theme = try #require(
      ThemeProject.load(assetsPath: fixture.assets).project?.themes.first { $0.name == "a" })
    #expect(theme.color == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA))
  }

  @Test func aSetFileLinkingOutOfTheProjectIsRefused() throws {
    let fixture = try LintFixture()
    let outside = try TemporaryFolder("themepack-outside")
    try outside.write(Self.good["core.json"]!, to: "core.json")
    for (path, text) in Self.good where path != "core.json" { try fixture.write(text, to: "tokens/" + path) }
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("tokens/core.json"), withDestinationPath: outside.path("core.json"))
    try fixture.write(Self.reference("../../tokens", group: "g"), to: "Themes/a/theme.json")
    let report = fixture.lint()
    #expect(
      report.findings.contains { $0.ruleID == "symbolic-link" && $0.file == fixture.path("tokens/core.json") }
    )
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }

  @Test(arguments: ["../../../outside", "../../../../etc"])
  func aFolderOutsideTheProjectIsRefused(path: String) throws {
    let fixture = try LintFixture()
    try fixture.write(Self.reference(path, group: "g"), to: "Themes/a/theme.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.ruleID == UnreadableFileRule.id)
    #expect(errors.first?.message.contains("is not inside the project folder") == true)
  }

  @Test func aFolderWithTooManyBytesIsRefused() throws {
    let fixture = try LintFixture()
    for (path, text) in Self.good { try fixture.write(text, to: "tokens/" + path) }
    let padding = String(repeating: " ", count: ProjectLoader.maxTokensFileBytes)
    try fixture.write(Self.good["core.json"]! + padding, to: "tokens/core.json")
    try fixture.write(Self.reference("../../tokens", group: "g"), to: "Themes/a/theme.json")
    let errors = fixture.findings(InvalidTokensRule.id)
    #expect(
      errors.map(\.message) == [
        "design tokens for theme 'a': the folder's files are more than the 16 MiB allowed together"
      ])
    #expect(errors.first?.file == fixture.path("tokens/core.json"))
  }
}
