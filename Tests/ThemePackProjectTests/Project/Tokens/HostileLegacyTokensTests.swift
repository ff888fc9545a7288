import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// Tokens Studio legacy files (`value`/`type` without `$`) the lint must refuse with one line
/// naming the file, its line and the token, never a crash: theme `a` of `LintFixture` takes
/// its colours from `t.json` at the project's root, group `g`.
@Suite("design tokens in: hostile legacy Tokens Studio files")
struct HostileLegacyTokensTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var message: String
    /// The text on the line the finding names (nil: not checked).
    var line: String? = nil
    var testDescription: String { name }
  }

  /// A legacy colour token.
  static func token(_ value: String, type: String = "\"color\"") -> String {
    "{\"value\": \(value), \"type\": \(type)}"
  }

  static let cases: [Case] = [
    Case(
      name: "one legacy token among DTCG ones",
      file: """
        {"p": {"$type": "color", "a": {"$value": "#000000"}, "b": {"$value": "#FFFFFF"}},
         "g": {"color": {"value": "#226BAA", "type": "color"}}}
        """,
      message:
        "token 'g.color' for theme 'a': is in Tokens Studio's legacy form ('value' without '$'), the file's 2"
        + " other tokens in the DTCG form ('$value'): write every token of a file in one form",
      line: "\"g\": {\"color\""),
    Case(
      name: "one DTCG token among legacy ones",
      file: """
        {"p": {"a": {"value": "#000000", "type": "color"}, "b": {"value": "#FFFFFF", "type": "color"}},
         "g": {"color": {"$value": "#226BAA", "$type": "color"}}}
        """,
      message:
        "token 'g.color' for theme 'a': is in the DTCG form ('$value'), the file's 2 other tokens in Tokens"
        + " Studio's legacy form ('value' without '$')",
      line: "\"g\": {\"color\""),
    Case(
      name: "as many of each form: the first legacy token is named",
      file: """
        {"g": {"$type": "color", "color": {"$value": "#226BAA"},
         "x": {"value": "#FFFFFF", "type": "color"}}}
        """,
      message:
        "token 'g.x' for theme 'a': is in Tokens Studio's legacy form ('value' without '$'), the file's 1"
        + " other token in the DTCG form",
      line: "\"x\": {\"value\""),
    Case(
      name: "mixed forms in two sets of one Tokens Studio file",
      file: """
        {"core": {"p": {"a": {"value": "#000000", "type": "color"}, "b": {"value": "#FFFFFF", "type": "color"}}},
         "light": {"g": {"color": {"$value": "{p.a}", "$type": "color"}}},
         "$themes": [{"name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled"}}]}
        """,
      message: "token 'g.color' for theme 'a': is in the DTCG form ('$value')", line: "\"light\""),
    Case(
      name: "a colour value of the wrong type", file: "{\"g\": {\"color\": \(token("12"))}}",
      message: "token 'g.color' for theme 'a': a colour is a hex string or an object, not number"),
    Case(
      name: "a type that is not a string", file: "{\"g\": {\"color\": \(token("\"#226BAA\"", type: "7"))}}",
      message: "token 'g.color' for theme 'a': 'type' is number, not a string"),
    Case(
      name: "a token without a type", file: "{\"g\": {\"color\": {\"value\": \"#226BAA\"}}}",
      message: "'g.color' has no 'type' (give it '\"type\": \"color\"')"),
    Case(
      name: "a colour token of another type",
      file: "{\"g\": {\"color\": \(token("\"8\"", type: "\"borderRadius\""))}}",
      message: "'g.color' is a 'borderRadius' token where a colour is needed"),
    Case(
      name: "an alias to a spacing",
      file: "{\"s\": \(token("\"4\"", type: "\"spacing\"")), \"g\": {\"color\": \(token("\"{s}\""))}}",
      message: "token 'g.color' for theme 'a': 's' is a 'spacing' token where a colour is needed"),
    Case(
      name: "a legacy alias cycle",
      file: "{\"p\": {\"x\": \(token("\"{g.color}\""))}, \"g\": {\"color\": \(token("\"{p.x}\""))}}",
      message: "token 'g.color' for theme 'a': aliases form a cycle: 'g.color' -> 'p.x' -> 'g.color'"),
    Case(
      name: "a legacy alias to a missing token", file: "{\"g\": {\"color\": \(token("\"{g.nope}\""))}}",
      message: "alias '{g.nope}' in 'g.color' names no token"),
    Case(
      name: "a legacy token with a child token",
      file:
        "{\"g\": {\"color\": {\"value\": \"#226BAA\", \"type\": \"color\", \"dark\": \(token("\"#9ECAFF\""))}}}",
      message:
        "token 'g.color' for theme 'a': has 'value' and the child 'dark': a token cannot hold tokens or groups"
    ),
    Case(
      name: "a group named value is a token in the legacy form",
      file: "{\"g\": {\"color\": \(token("\"#226BAA\"")), \"shades\": {\"value\": \(token("\"#FFFFFF\""))}}}",
      message: "token 'g.shades' for theme 'a': 'g.shades' has no 'type'"),
    Case(
      name: "a malformed rgba", file: "{\"g\": {\"color\": \(token("\"rgba(300, 0, 0, 1)\""))}}",
      message: "'rgba(300, 0, 0, 1)' is not an rgb colour"),
    Case(
      name: "an alias inside rgba",
      file: "{\"p\": \(token("\"#000000\"")), \"g\": {\"color\": \(token("\"rgba({p}, 0.5)\""))}}",
      message: "'rgba({p}, 0.5)' is not an rgb colour"),
    Case(
      name: "a legacy Tokens Studio theme selecting a missing set",
      file: "{\"s\": {\"g\": {\"color\": \(token("\"#226BAA\""))}},"
        + " \"$themes\": [{\"name\": \"Light\", \"selectedTokenSets\": {\"s\": \"enabled\", \"x\": \"enabled\"}}]}",
      message: "theme 'Light' selects token set 'x', which the file does not have"),
  ]

  @Test(arguments: cases)
  func isRefusedWithOneLineNamingTheFile(_ hostile: Case) throws {
    let fixture = try LintFixture()
    try fixture.writeTokensTheme("a", file: "../../t.json")
    try fixture.write(hostile.file, to: "t.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors.map(\.description))")
    for error in errors {
      #expect(error.ruleID == InvalidTokensRule.id, "\(error.message)")
      #expect(error.file == fixture.path("t.json"))
      #expect(error.theme == "a")
      #expect(!error.message.contains("\n"))
      #expect(!error.message.contains("a token or group is an object"), "the legacy form is recognised")
      #expect(error.message.contains(hostile.message), "\(error.message)")
      let line = try #require(error.line)
      let lines = hostile.file.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(line <= lines.count)
      if let text = hostile.line, line <= lines.count {
        #expect(lines[line - 1].contains(text), "line \(line): \(lines[line - 1])")
      }
    }
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }

  @Test func aLegacySetFileAmongDTCGSetsIsReadInItsOwnForm() throws {
    let fixture = try LintFixture()
    let files = [
      "$metadata.json": "{\"tokenSetOrder\": [\"core\", \"light\"]}",
      "core.json": "{\"p\": {\"blue\": {\"value\": \"#226BAA\", \"type\": \"color\"}}}",
      "light.json": "{\"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"{p.blue}\"}}}",
    ]
    for (path, text) in files { try fixture.write(text, to: "tokens/" + path) }
    try fixture.write(
      TokensStudioFolderTests.reference("../../tokens", group: "g"), to: "Themes/a/theme.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    let theme = try #require(
      ThemeProject.load(assetsPath: fixture.assets).project?.themes.first { $0.name == "a" })
    #expect(theme.color == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA))
  }

  @Test func aSetFileMixingFormsIsRefusedNamingThatFile() throws {
    let fixture = try LintFixture()
    let files = [
      "$metadata.json": "{\"tokenSetOrder\": [\"core\"]}",
      "core.json":
        "{\"p\": {\"blue\": {\"value\": \"#226BAA\", \"type\": \"color\"}},\n \"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"{p.blue}\"}}}",
    ]
    for (path, text) in files { try fixture.write(text, to: "tokens/" + path) }
    try fixture.write(
      TokensStudioFolderTests.reference("../../tokens", group: "g"), to: "Themes/a/theme.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(errors.map(\.description))")
    #expect(errors.first?.file == fixture.path("tokens/core.json"))
    #expect(errors.first?.line == 1)
    #expect(
      errors.first?.message
        == "token 'p.blue' for theme 'a': is in Tokens Studio's legacy form ('value' without"
        + " '$'), the file's 1 other token in the DTCG form ('$value'): write every token of a file in one form"
    )
  }
}
