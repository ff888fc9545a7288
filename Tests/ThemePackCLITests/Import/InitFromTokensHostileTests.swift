import Foundation
import Testing
import ThemePackImport
import ThemePackTestSupport

/// Design tokens `themepack init` refuses: each in one line naming the file, exit 1, nothing
/// written. And a SwiftTheme folder of `.json` themes, which is not design tokens.
@Suite("themepack init from design tokens, refused")
struct InitFromTokensHostileTests {
  /// A source: its name in the folder, its files (path inside it → text; "" for the source
  /// itself), the extra arguments, and what the one line must say.
  struct Row: Sendable, CustomTestStringConvertible {
    var label: String
    var source: String
    var files: [String: String]
    var arguments: [String] = []
    /// The file the line names, relative to the source (nil: the source itself).
    var file: String?
    var says: [String]
    var testDescription: String { label }
  }

  static let noThemeColour =
    ##"{"bg": {"$type": "color", "$value": "#FFFFFF"}, "fg": {"$type": "color", "$value": "#000000"}}"##

  static let rows: [Row] = [
    Row(
      label: "not JSON", source: "tokens.json", files: ["": "{ \"color\": "], says: ["is not JSON", "line 1"]),
    Row(
      label: "no colour tokens", source: "sizes.json",
      files: ["": ##"{"space": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}"##],
      says: ["holds no colour tokens"]),
    Row(
      label: "no theme colour", source: "plain.json", files: ["": noThemeColour],
      says: ["no theme colour in the root group", "--color-key", "'bg', 'fg'"]),
    Row(
      label: "--color-key names a missing token", source: "plain.json", files: ["": noThemeColour],
      arguments: ["--color-key", "brand.primary"],
      says: ["--color-key 'brand.primary'", "names no token", "'bg'"]),
    Row(
      label: "a set file the folder lists is missing", source: "studio",
      files: [
        "$metadata.json": ##"{"tokenSetOrder": ["core", "missing"]}"##,
        "core.json": ##"{"color": {"value": "#226BAA", "type": "color"}}"##,
      ], file: "missing.json", says: ["No such file"]),
    Row(
      label: "a mode folder without a light file", source: "figma",
      files: [
        "Dark.tokens.json": ##"{"color": {"$type": "color", "$value": "#9ECAFF"}}"##,
        "Brand.tokens.json": ##"{"x": {"$type": "color", "$value": "#000000"}}"##,
      ],
      says: ["no light mode file among 'Brand.tokens.json', 'Dark.tokens.json'"]),
    Row(
      label: "a mode file that is not JSON", source: "figma",
      files: [
        "Light.tokens.json": ##"{"color": {"$type": "color", "$value": "#226BAA"}}"##,
        "Dark.tokens.json": "[1,",
      ],
      file: "Dark.tokens.json", says: ["is not JSON"]),
    Row(
      label: "a SwiftTheme theme given as a file", source: "Red.json",
      files: ["": ##"{"Global": {"barTintColor": "#C0392B"}}"##],
      says: ["holds no design tokens", "SwiftTheme theme files are imported from their folder"]),
  ]

  @Test(arguments: rows) func isRefusedInOneLineAndNothingIsWritten(_ row: Row) throws {
    let folder = try TemporaryFolder("init-tokens-hostile")
    for (path, text) in row.files {
      try folder.write(text, to: path.isEmpty ? row.source : row.source + "/" + path)
    }
    let source = folder.path(row.source)
    let project = folder.path("project")
    let result = try ThemePackBinary.run(["init", "--from", source, "--into", project] + row.arguments)
    #expect(result.status == 1, "\(result.standardOutput)")
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(result.standardError)")
    let named = row.file.map { source + "/" + $0 } ?? source
    #expect(result.standardError.contains("cannot import '\(named)'"), "\(result.standardError)")
    for text in row.says { #expect(result.standardError.contains(text), "\(result.standardError)") }
    #expect(!FileManager.default.fileExists(atPath: project))
  }

  @Test func aSwiftThemeFolderOfJSONThemesIsStillSwiftTheme() throws {
    let folder = try TemporaryFolder("init-tokens-hostile")
    try folder.write(
      ##"{"Global": {"barTintColor": "#C0392B", "textColor": "#333333"}}"##, to: "Themes/Red.json")
    try folder.write(
      ##"{"Global": {"barTintColor": "#2C3E50", "textColor": "#EEEEEE"}}"##, to: "Themes/Night.json")
    #expect(TokensSource.layout(of: folder.path("Themes")) == nil)
    let result = try ThemePackBinary.run([
      "init", "--from", folder.path("Themes"), "--into", folder.path("p"),
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("(SwiftTheme themes)"), "\(result.standardOutput)")
    #expect(
      result.standardOutput.contains("Red: #C0392B from key path 'Global.barTintColor'"),
      "\(result.standardOutput)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("p/Tokens")))
  }

  @Test func theLayoutIsToldByNames() throws {
    let folder = try TemporaryFolder("init-tokens-hostile")
    try folder.write("{}", to: "a/$metadata.json")
    try folder.write("{}", to: "b/Light.tokens.json")
    try folder.write("{}", to: "c.json")
    try folder.write("{}", to: "d/Blue.json")
    #expect(TokensSource.layout(of: folder.path("a")) == .folder)
    #expect(TokensSource.layout(of: folder.path("b")) == .modeFiles)
    #expect(TokensSource.layout(of: folder.path("c.json")) == .file)
    #expect(TokensSource.layout(of: folder.path("d")) == nil)
    #expect(TokensSource.layout(of: folder.path("missing.json")) == nil)
  }
}
