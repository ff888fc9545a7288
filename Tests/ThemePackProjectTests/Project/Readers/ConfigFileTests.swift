import Foundation
import Testing
import ThemePackImaging
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

@Suite("themepack.json and theme.json: every problem a finding, never a crash")
struct ConfigFileTests {
  /// The one finding of `rule` in the lint of `fixture`.
  private func only(_ rule: String, in fixture: LintFixture) throws -> Finding {
    let findings = fixture.findings(rule)
    try #require(findings.count == 1, "expected one '\(rule)' finding, got \(findings)")
    return findings[0]
  }

  @Test func malformedConfigPointsAtLineAndColumn() throws {
    let fixture = try LintFixture()
    let text = "{\n  \"packageName\": \"t\",\n  \"assets\": {\n    \"icon\": {},\n  }\n}\n"
    try fixture.write(text, to: "themepack.json")
    var parseError: JSONParseError?
    do {
      _ = try JSONDocument.parse(Array(text.utf8))
    } catch {
      parseError = error
    }
    let expected = try #require(parseError)
    let finding = try only("json-syntax", in: fixture)
    #expect(
      finding
        == Finding(
          ruleID: "json-syntax", severity: .error, file: fixture.path("themepack.json"), line: expected.line,
          column: expected.column, message: "malformed JSON: \(expected.message)"))
    // The trailing comma is noticed at the closing brace on line 5.
    #expect(finding.line == 5)
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }

  @Test func malformedThemeFile() throws {
    let fixture = try LintFixture()
    try fixture.write("{\"version\": \"1.0.0\",\n\"color\": \"#CC3333\"", to: "Themes/a/theme.json")
    let finding = try only("json-syntax", in: fixture)
    #expect(finding.file == fixture.path("Themes/a/theme.json"))
    #expect(finding.theme == "a")
    #expect(finding.line == 2)
    #expect(finding.message.hasPrefix("malformed JSON: "))
  }

  @Test(arguments: [
    (
      "{\"packageName\": \"t\", \"packageNme\": \"u\", \"assets\": {\"icon\": {}}}",
      "unknown key 'packageNme' in the config is ignored: did you mean 'packageName'", 1, 22
    ),
    (
      "{\"packageName\": \"t\", \"assets\": {\"icon\": {\"tnit\": \"none\"}}}",
      "unknown key 'tnit' in asset 'icon' is ignored: did you mean 'tint'", 1, 42
    ),
    (
      "{\"packageName\": \"t\",\n \"assets\": {\"icon\": {}},\n \"flavour\": 1}",
      "unknown key 'flavour' in the config is ignored", 3, 2
    ),
    (
      "{\"packageName\": \"t\", \"dark\": {\"backgroud\": \"#000000\"}, \"assets\": {\"icon\": {}}}",
      "unknown key 'backgroud' in the config's 'dark' is ignored: did you mean 'background'", 1, 31
    ),
  ])
  func unknownKeyInTheConfig(text: String, message: String, line: Int, column: Int) throws {
    let fixture = try LintFixture()
    try fixture.write(text, to: "themepack.json")
    #expect(
      try only("unknown-key", in: fixture)
        == Finding(
          ruleID: "unknown-key", severity: .warning, file: fixture.path("themepack.json"), line: line,
          column: column, message: message))
  }

  @Test func unknownKeyInATheme() throws {
    let fixture = try LintFixture()
    try fixture.write(
      "{\"version\": \"1.0.0\", \"color\": \"#CC3333\", \"colour\": \"red\"}", to: "Themes/a/theme.json")
    let report = fixture.lint()
    #expect(
      report.findings == [
        Finding(
          ruleID: "unknown-key", severity: .warning, file: fixture.path("Themes/a/theme.json"), line: 1,
          column: 42, theme: "a",
          message: "unknown key 'colour' in theme 'a' is ignored: did you mean 'color'")
      ])
    #expect(!report.failed)
    #expect(ThemeProject.load(assetsPath: fixture.assets).project != nil)
  }

  @Test(arguments: [
    (
      "\"scales\": \"1,2,3\"",
      "'scales' in the config must be an array of scales such as [1, 2, 3], not a string"
    ),
    ("\"scales\": [1, \"2\"]", "each scale in the config must be an integer, not a string"),
    ("\"packageName\": 5", "'packageName' in the config must be a string, not a number"),
    ("\"dark\": [\"#000000\"]", "'dark' in the config must be an object, not an array"),
    (
      "\"dark\": {\"minimumContrast\": \"3\"}",
      "'minimumContrast' in the config's 'dark' must be a number, not a string"
    ),
    (
      "\"colorDrift\": {\"threshold\": null}",
      "'threshold' in the config's 'colorDrift' must be a number, not null"
    ),
  ])
  func wrongTypeInTheConfig(member: String, message: String) throws {
    let fixture = try LintFixture()
    let members = ["\"packageName\": \"t\"", "\"assets\": {\"icon\": {}}"]
      .filter { !$0.hasPrefix(String(member.prefix(8))) }
    try fixture.write("{" + (members + [member]).joined(separator: ", ") + "}", to: "themepack.json")
    let finding = try only("wrong-type", in: fixture)
    #expect(finding.message == message)
    #expect(finding.severity == .error)
    #expect(finding.line == 1)
  }

  @Test(arguments: [
    ("5", "asset 'icon' must be an object, not a number"),
    ("{\"themeColored\": \"yes\"}", "'themeColored' in asset 'icon' must be true or false, not a string"),
    (
      "{\"tint\": 5}",
      "'tint' in asset 'icon' must be a mode name or an object {\"mode\", \"amount\"}, not a number"
    ),
    (
      "{\"slice\": {\"capInsets\": [0, 0, 1, 1]}}",
      "'capInsets' in the 'slice' of asset 'icon' must be an object, not an array"
    ),
    (
      "{\"slice\": {\"capInsets\": {\"top\": \"1\"}}}",
      "'top' in the cap insets of asset 'icon' must be a number, not a string"
    ),
  ])
  func wrongTypeInAnAsset(asset: String, message: String) throws {
    let fixture = try LintFixture()
    try fixture.write("{\"packageName\": \"t\", \"assets\": {\"icon\": \(asset)}}", to: "themepack.json")
    #expect(try only("wrong-type", in: fixture).message == message)
  }

  @Test(arguments: [
    ("[]", "the config must be an object, not an array"),
    ("\"themes\"", "the config must be an object, not a string"),
    ("null", "the config must be an object, not null"),
  ])
  func configThatIsNotAnObject(text: String, message: String) throws {
    let fixture = try LintFixture()
    try fixture.write(text, to: "themepack.json")
    #expect(
      try only("wrong-type", in: fixture)
        == Finding(
          ruleID: "wrong-type", severity: .error, file: fixture.path("themepack.json"), line: 1, column: 1,
          message: message))
  }

  @Test(arguments: [
    ("{\"version\": 1, \"color\": \"#CC3333\"}", "'version' in theme 'a' must be a string, not a number"),
    (
      "{\"version\": \"1.0.0\", \"color\": [204, 51, 51]}",
      "'color' in theme 'a' must be a colour string or an object, not an array"
    ),
    (
      "{\"version\": \"1.0.0\", \"color\": \"#CC3333\", \"colors\": []}",
      "'colors' in theme 'a' must be an object, not an array"
    ),
    (
      "{\"version\": \"1.0.0\", \"color\": \"#CC3333\", \"colors\": {\"text\": true}}",
      "'text' in the 'colors' of theme 'a' must be a colour string or an object, not a boolean"
    ),
    ("[1]", "the 'theme.json' of theme 'a' must be an object, not an array"),
  ])
  func wrongTypeInATheme(text: String, message: String) throws {
    let fixture = try LintFixture()
    try fixture.write(text, to: "Themes/a/theme.json")
    let finding = try only("wrong-type", in: fixture)
    #expect(finding.message == message)
    #expect(finding.theme == "a")
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }

  @Test func emptyConfigLacksBothRequiredKeys() throws {
    let fixture = try LintFixture()
    try fixture.write("{}", to: "themepack.json")
    let file = fixture.path("themepack.json")
    #expect(
      fixture.findings("missing-field") == [
        Finding(
          ruleID: "missing-field", severity: .error, file: file, line: 1, column: 1,
          message: "the config lacks required key 'assets'"),
        Finding(
          ruleID: "missing-field", severity: .error, file: file, line: 1, column: 1,
          message: "the config lacks required key 'packageName'"),
      ])
  }

  @Test func themeWithoutColour() throws {
    let fixture = try LintFixture()
    try fixture.write("\n  {\"version\": \"1.0.0\"}", to: "Themes/b/theme.json")
    #expect(
      fixture.findings("missing-field") == [
        Finding(
          ruleID: "missing-field", severity: .error, file: fixture.path("Themes/b/theme.json"), line: 2,
          column: 3, theme: "b", message: "theme 'b' lacks required key 'color'")
      ])
  }

  @Test(arguments: [
    (
      "{\"source\": \"shared\"}",
      "invalid value 'shared' for 'source' in asset 'icon': expected 'master' or 'perTheme'"
    ),
    (
      "{\"dark\": \"darker\"}",
      "invalid value 'darker' for 'dark' in asset 'icon': expected one of retint, same, invert, explicitFile"
    ),
    (
      "{\"tint\": \"none\", \"dark\": \"retint\"}",
      "invalid value 'retint' for 'dark' in asset 'icon': only a tinted asset can be retinted; this one "
        + "has tint 'none'"
    ),
    (
      "{\"source\": \"perTheme\", \"tint\": \"template\"}",
      "invalid value 'template' for 'tint' in asset 'icon': a per-theme asset's files are used as drawn, "
        + "so its tint must be 'none'"
    ),
    (
      "{\"source\": \"perTheme\", \"tintColor\": \"iconColor\"}",
      "invalid value 'iconColor' for 'tintColor' in asset 'icon': only a tinted master takes a colour; "
        + "this asset's files are used as drawn"
    ),
    (
      "{\"tint\": \"none\", \"tintColor\": \"iconColor\"}",
      "invalid value 'iconColor' for 'tintColor' in asset 'icon': only a tinted master takes a colour; "
        + "this asset's files are used as drawn"
    ),
    (
      "{\"tintColor\": \"color\"}",
      "invalid value 'color' for 'tintColor' in asset 'icon': 'color' is the theme colour, the tint "
        + "without 'tintColor'"
    ),
    (
      "{\"tintColor\": \"icon color\"}",
      "invalid value 'icon color' for 'tintColor' in asset 'icon': a colour name uses only letters, "
        + "digits, '_' and '-'"
    ),
    (
      "{\"slice\": {\"capInsets\": {\"top\": -1}}}",
      "invalid value '-1' for 'top' in the cap insets of asset 'icon': cap insets are points, 0 or more"
    ),
    (
      "{\"slice\": {\"capInsets\": {\"top\": 1}, \"center\": \"repeat\"}}",
      "invalid value 'repeat' for 'center' in the 'slice' of asset 'icon': expected 'tile' or 'stretch'"
    ),
  ])
  func invalidValueInAnAsset(asset: String, message: String) throws {
    let fixture = try LintFixture()
    try fixture.write("{\"packageName\": \"t\", \"assets\": {\"icon\": \(asset)}}", to: "themepack.json")
    let finding = try only("invalid-value", in: fixture)
    #expect(finding.message == message)
    #expect(finding.line == 1)
  }

  @Test func unknownTintModeUsesTheTintParsersReason() throws {
    let fixture = try LintFixture()
    try fixture.write(
      "{\"packageName\": \"t\", \"assets\": {\"icon\": {\"tint\": \"tempalte\"}}}", to: "themepack.json")
    var reason = ""
    do {
      _ = try TintMode.parse(name: "tempalte", amount: nil)
    } catch {
      reason = error.description
    }
    try #require(!reason.isEmpty)
    #expect(
      try only("invalid-value", in: fixture)
        == Finding(
          ruleID: "invalid-value", severity: .error, file: fixture.path("themepack.json"), line: 1,
          column: 50,
          message: "invalid value 'tempalte' for 'tint' in asset 'icon': \(reason)"))
  }

  @Test func zeroCapInsetsUseTheSlicersReason() throws {
    let fixture = try LintFixture()
    try fixture.write(
      "{\"packageName\": \"t\", \"assets\": {\"icon\": {\"slice\": {\"capInsets\": {}}}}}",
      to: "themepack.json")
    var reason = ""
    do {
      _ = try Slicer.pixelInsets(for: .zero, width: 100, height: 100, scale: 1)
    } catch {
      reason = error.reason
    }
    try #require(!reason.isEmpty)
    #expect(
      try only("invalid-value", in: fixture).message
        == "invalid value '(0, 0, 0, 0)' for the cap insets of asset 'icon': \(reason)")
  }

  @Test(arguments: [
    ("\"scales\": [1, 4]", "invalid value '4' for 'scales' in the config: iOS scales are 1, 2 and 3"),
    ("\"scales\": [2, 2]", "invalid value '2' for 'scales' in the config: it is listed twice"),
    ("\"scales\": []", "invalid value '[]' for 'scales' in the config: list at least one scale"),
    (
      "\"packageName\": \"my themes\"",
      "invalid value 'my themes' for 'packageName' in the config: use letters, digits, '.', '_' and '-', "
        + "such as 'com.example.themes'"
    ),
    (
      "\"dark\": {\"minimumContrast\": 30}",
      "invalid value '30' for 'minimumContrast' in the config's 'dark': WCAG contrast ratios run from 1 to "
        + "21 (3 for UI parts, 4.5 for text)"
    ),
    (
      "\"colorDrift\": {\"metric\": \"cie76\"}",
      "invalid value 'cie76' for 'metric' in the config's 'colorDrift': expected one of ciede2000, oklab"
    ),
    (
      "\"colorDrift\": {\"threshold\": 0}",
      "invalid value '0' for 'threshold' in the config's 'colorDrift': it must be greater than 0"
    ),
  ])
  func invalidValueInTheConfig(member: String, message: String) throws {
    let fixture = try LintFixture()
    let members = ["\"packageName\": \"t\"", "\"assets\": {\"icon\": {}}"]
      .filter { !$0.hasPrefix(String(member.prefix(8))) }
    try fixture.write("{" + (members + [member]).joined(separator: ", ") + "}", to: "themepack.json")
    #expect(try only("invalid-value", in: fixture).message == message)
  }

  @Test func invalidAssetName() throws {
    let fixture = try LintFixture()
    try fixture.write(
      "{\"packageName\": \"t\", \"assets\": {\"icon\": {}, \"my.icon\": {}}}", to: "themepack.json")
    #expect(
      try only("invalid-value", in: fixture)
        == Finding(
          ruleID: "invalid-value", severity: .error, file: fixture.path("themepack.json"), line: 1,
          column: 45,
          message:
            "invalid asset name 'my.icon' in the config: asset names use only letters, digits, '_' and '-'"))
  }

  /// Names made only of '_' and '-' give the generated Swift no identifier (`_` and `-`
  /// would both be `_`): each is an error naming it, whatever it names.
  @Test(arguments: [
    (
      "themepack.json", #"{"packageName": "t", "assets": {"icon": {}, "_": {}}}"#,
      "invalid asset name '_' in the config: it gives no Swift identifier: use at least one letter or digit"
    ),
    (
      "themepack.json",
      #"{"packageName": "t", "assets": {"icon": {}}, "fonts": {"--": {"family": "Helvetica", "size": 17}}}"#,
      "invalid font name '--' in "
    ),
    (
      "Themes/a/theme.json", ##"{"version": "1.0.0", "color": "#CC3333", "colors": {"__": "#FFFFFF"}}"##,
      "invalid colour name '__' in "
    ),
  ])
  func aNameWithNoLetterOrDigitIsAnError(file: String, text: String, message: String) throws {
    let fixture = try LintFixture()
    if file != "themepack.json" {
      try fixture.write(#"{"packageName": "t", "assets": {"icon": {}}}"#, to: "themepack.json")
    }
    try fixture.write(text, to: file)
    let finding = try only("invalid-value", in: fixture)
    #expect(finding.severity == .error && finding.file == fixture.path(file))
    #expect(finding.message.hasPrefix(message), "\(finding.message)")
    #expect(finding.message.hasSuffix("it gives no Swift identifier: use at least one letter or digit"))
  }

  @Test func invalidDarkBackground() throws {
    let fixture = try LintFixture()
    try fixture.write(
      "{\"packageName\": \"t\", \"dark\": {\"background\": \"black\"}, \"assets\": {\"icon\": {}}}",
      to: "themepack.json")
    var reason = ""
    do {
      _ = try ColorParser.parse("black")
    } catch {
      reason = error.description
    }
    #expect(
      try only("invalid-color", in: fixture).message
        == "invalid colour 'black' for 'background' in the config's 'dark': \(reason)")
  }
}
