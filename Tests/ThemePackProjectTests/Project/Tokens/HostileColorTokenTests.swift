import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `colorToken` values the lint must refuse with one line naming the file (and the token),
/// never a crash: theme `a` of `LintFixture` takes its colours from `t.json` at the project's
/// root, group `g`, its theme colour the token `colorToken` names.
@Suite("design tokens in: hostile colorToken values")
struct HostileColorTokenTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The JSON of `colorToken` in `theme.json`.
    var colorToken: String
    var file = Self.file
    var rule = InvalidTokensRule.id
    /// Whether the finding is in `theme.json` (else in `t.json`).
    var inThemeJSON = false
    var message: String
    /// The theme colour of a case that loads.
    var themeColor = ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA)
    var testDescription: String { name }

    /// Group `g` with the colour tokens `brand.primary` and `accent` and a dimension `size`.
    static let file =
      "{\"g\": {\"$type\": \"color\", \"brand\": {\"primary\": {\"$value\": \"#226BAA\"}},"
      + " \"accent\": {\"$value\": \"#FFFFFF\"}, \"size\": {\"$type\": \"dimension\", \"$value\": {\"value\": 4, \"unit\": \"px\"}}}}"
  }

  static let cases: [Case] = [
    Case(name: "a token in a subgroup", colorToken: "\"brand.primary\"", rule: "none", message: ""),
    Case(
      name: "a token directly in the group", colorToken: "\"accent\"", rule: "none", message: "",
      themeColor: .white),
    Case(
      name: "a path naming no token", colorToken: "\"brand.secondary\"",
      message: "design tokens for theme 'a': 'colorToken' 'brand.secondary' of group 'g' names no token"
        + " 'g.brand.secondary' in the file"),
    Case(
      name: "a path naming a group", colorToken: "\"brand\"",
      message: "'colorToken' 'brand' of group 'g' names group 'g.brand', not a token in the file"),
    Case(
      name: "a token of another type", colorToken: "\"size\"",
      message: "'colorToken' 'size' of group 'g' names 'g.size', a 'dimension' token: the theme colour is a"
        + " 'color' token"),
    Case(
      name: "an alias to a token of another type", colorToken: "\"brand.primary\"",
      file: "{\"p\": {\"s\": {\"$type\": \"dimension\", \"$value\": {\"value\": 4, \"unit\": \"px\"}}},"
        + " \"g\": {\"$type\": \"color\", \"brand\": {\"primary\": {\"$value\": \"{p.s}\"}}}}",
      message: "token 'g.brand.primary' for theme 'a': 'p.s' is a 'dimension' token where a colour is needed"),
    Case(
      name: "a token named color beside the named one", colorToken: "\"accent\"",
      file:
        "{\"g\": {\"$type\": \"color\", \"accent\": {\"$value\": \"#226BAA\"}, \"color\": {\"$value\": \"#000000\"}}}",
      message:
        "token 'g.color' for theme 'a': 'color' is what 'on' calls the theme colour, here token 'accent'"),
    Case(
      name: "an alias form", colorToken: "\"{brand.primary}\"", rule: InvalidValueRule.id, inThemeJSON: true,
      message: "a token's path relative to 'group' is names joined by '.', without '{' and '}'"),
    Case(
      name: "an empty name", colorToken: "\"brand..primary\"", rule: InvalidValueRule.id, inThemeJSON: true,
      message: "'colorToken' in 'tokens' of theme 'a'"),
    Case(
      name: "an empty path", colorToken: "\"\"", rule: InvalidValueRule.id, inThemeJSON: true,
      message: "'colorToken' in 'tokens' of theme 'a'"),
    Case(
      name: "a property name", colorToken: "\"brand.$value\"", rule: InvalidValueRule.id, inThemeJSON: true,
      message: "a token's path relative to 'group' is names joined by '.'"),
    Case(
      name: "not a string", colorToken: "[\"brand\", \"primary\"]", rule: WrongTypeRule.id, inThemeJSON: true,
      message: "must be a string"),
  ]

  @Test(arguments: cases)
  func isRefusedWithOneLineNamingTheFile(_ hostile: Case) throws {
    let fixture = try LintFixture()
    try fixture.write(
      "{\"version\": \"1.0.0\", \"tokens\": {\"file\": \"../../t.json\", \"group\": \"g\", \"colorToken\": "
        + hostile.colorToken + "}}", to: "Themes/a/theme.json")
    try fixture.write(hostile.file, to: "t.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    guard hostile.rule != "none" else {
      #expect(errors.isEmpty, "\(errors.map(\.message))")
      let theme = try #require(
        ThemeProject.load(assetsPath: fixture.assets).project?.themes.first { $0.name == "a" })
      #expect(theme.color == hostile.themeColor)
      return
    }
    #expect(errors.count == 1, "\(errors.map(\.description))")
    for error in errors {
      #expect(error.ruleID == hostile.rule, "\(error.message)")
      #expect(error.file == fixture.path(hostile.inThemeJSON ? "Themes/a/theme.json" : "t.json"))
      #expect(error.theme == "a")
      #expect(error.line != nil)
      #expect(!error.message.contains("\n"))
      #expect(error.message.contains(hostile.message), "\(error.message)")
    }
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }
}
