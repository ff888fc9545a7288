import Foundation
import Testing
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// Token files the lint must refuse with one clear line naming the file (and the token),
/// never a crash: theme `a` of `LintFixture` takes its colours from `t.json` at the project's
/// root, group `g`.
@Suite("design tokens in: hostile token files")
struct HostileTokensTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var group = "g"
    var rule = InvalidTokensRule.id
    var message: String
    var testDescription: String { name }
  }

  static func chain(_ length: Int) -> String {
    let links = (0..<length).map { "\"t\($0)\": {\"$value\": \"{p.t\($0 + 1)}\"}" }
    return
      "{\"p\": {\"$type\": \"color\", \(links.joined(separator: ", ")), \"t\(length)\": {\"$value\": \"#000000\"}},"
      + " \"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"{p.t0}\"}}}"
  }

  static func nested(_ depth: Int) -> String {
    String(repeating: "{\"n\": ", count: depth) + "{}" + String(repeating: "}", count: depth)
  }

  static func color(_ value: String, type: String = "color") -> String {
    "{\"g\": {\"$type\": \"\(type)\", \"color\": {\"$value\": \(value)}}}"
  }

  /// Group `g` in ThemePack's own layout (`DesignTokensLayout`): `about` as its
  /// `com.themepack` extension, `colors` the members of its light group `color`.
  static func own(_ colors: String, about: String = "{\"modes\": {\"light\": \"color\"}}") -> String {
    "{\"g\": {\"$extensions\": {\"com.themepack\": \(about)}, \"color\": {\"$type\": \"color\", \(colors)}}}"
  }

  /// A token of the own layout with `extension` as its `com.themepack`.
  static func ownToken(_ name: String, _ value: String = "#226BAA", extension own: String) -> String {
    "\"\(name)\": {\"$value\": \"\(value)\", \"$extensions\": {\"com.themepack\": \(own)}}"
  }

  static let theme = "\"theme\": {\"$value\": \"#226BAA\"}"

  /// ThemePack's own layout read back: each problem of its extensions, one line.
  static let ownLayoutCases: [Case] = [
    Case(name: "a written file read back", file: own(theme), rule: "none", message: ""),
    Case(
      name: "its extension not an object", file: own(theme, about: "3"),
      message:
        "design tokens for theme 'a': 'com.themepack' in '$extensions' of group 'g' is number, not an object"),
    Case(
      name: "modes not an object", file: own(theme, about: "{\"modes\": [\"light\"]}"),
      message: "'modes' in 'com.themepack' must map each mode to the name of its group, 'light' among them"),
    Case(
      name: "modes without light", file: own(theme, about: "{\"modes\": {\"dark\": \"colorDark\"}}"),
      message: "'modes' in 'com.themepack' must map each mode to the name of its group"),
    Case(
      name: "a mode's group that is not a name", file: own(theme, about: "{\"modes\": {\"light\": 1}}"),
      message: "'modes' in 'com.themepack' must map each mode to the name of its group"),
    Case(
      name: "modes naming a missing group", file: own(theme, about: "{\"modes\": {\"light\": \"colour\"}}"),
      message: "'modes' in 'com.themepack' names 'g.colour' for light, a group the file does not have"),
    Case(
      name: "modes naming a token",
      file: own(theme + ", \"x\": {\"$value\": \"#000000\"}", about: "{\"modes\": {\"light\": \"color.x\"}}"),
      message: "names 'g.color.x' for light, a token, not a group"),
    Case(
      name: "a light group without 'theme'", file: own("\"x\": {\"$value\": \"#000000\"}"),
      message: "group 'g.color', the light colours of a tokens file ThemePack wrote, has no token 'theme'"),
    Case(
      name: "an extra colour named color", file: own(theme + ", \"color\": {\"$value\": \"#000000\"}"),
      message: "token 'g.color.color' for theme 'a': 'color' is what 'on' calls the theme colour"),
    Case(
      name: "a token's extension not an object", file: own(theme + ", " + ownToken("x", extension: "\"on\"")),
      message: "token 'g.color.x' for theme 'a': 'com.themepack' in '$extensions' is string, not an object"),
    Case(
      name: "derived not a list", file: own(ownToken("theme", extension: "{\"derived\": \"dark\"}")),
      message: "token 'g.color.theme' for theme 'a': 'derived' must list the modes the build derives"),
    Case(
      name: "derived naming light", file: own(ownToken("theme", extension: "{\"derived\": [\"light\"]}")),
      message: "'derived' must list the modes the build derives: 'dark', 'highContrast', 'darkHighContrast'"),
    Case(
      name: "derived naming no mode", file: own(ownToken("theme", extension: "{\"derived\": [\"sepia\"]}")),
      message: "'derived' must list the modes the build derives"),
    Case(
      name: "an 'on' naming a missing colour",
      file: own(theme + ", " + ownToken("x", "#FFFFFF", extension: "{\"on\": \"nope\", \"use\": \"text\"}")),
      message: "token 'g.color.x' for theme 'a': 'on' names no colour 'nope'"),
    Case(
      name: "an 'on' naming the theme colour's token rather than 'color'",
      file: own(theme + ", " + ownToken("x", "#FFFFFF", extension: "{\"on\": \"theme\"}")),
      message: "'on' names no colour 'theme'"),
    Case(
      name: "a bad 'use'",
      file: own(theme + ", " + ownToken("x", "#FFFFFF", extension: "{\"on\": \"color\", \"use\": \"big\"}")),
      message: "token 'g.color.x' for theme 'a': 'use' must be 'text', 'ui' or a ratio from 1 to 21"),
  ]

  static let cases: [Case] = [
    Case(
      name: "a cycle of aliases",
      file:
        "{\"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"{g.x}\"}, \"x\": {\"$value\": \"{g.color}\"}}}",
      message: "token 'g.color' for theme 'a': aliases form a cycle: 'g.color' -> 'g.x' -> 'g.color'"),
    Case(
      name: "a token that is its own alias", file: color("\"{g.color}\""),
      message: "aliases form a cycle: 'g.color' -> 'g.color'"),
    Case(
      name: "an alias to a missing token", file: color("\"{g.nope}\""),
      message: "token 'g.color' for theme 'a': alias '{g.nope}' in 'g.color' names no token"),
    Case(
      name: "an alias chain deeper than the bound", file: chain(40),
      message: "an alias chain passes through more than 32 tokens"),
    Case(name: "an alias chain within the bound", file: chain(30), rule: "none", message: ""),
    Case(
      name: "deep nesting", file: nested(300), rule: "json-syntax", message: "nesting deeper than 200 levels"),
    Case(
      name: "a colour token of another type",
      file: color("{\"value\": 4, \"unit\": \"px\"}", type: "dimension"),
      message: "'g.color' is a 'dimension' token where a colour is needed"),
    Case(
      name: "an alias to a dimension",
      file: "{\"p\": {\"s\": {\"$type\": \"dimension\", \"$value\": {\"value\": 4, \"unit\": \"px\"}}},"
        + " \"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"{p.s}\"}}}",
      message: "'p.s' is a 'dimension' token where a colour is needed"),
    Case(
      name: "a token with no type", file: "{\"g\": {\"color\": {\"$value\": \"#000000\"}}}",
      message: "has no '$type'"),
    Case(name: "bad hex", file: color("\"#12345\""), message: "'#12345' is not a hex colour"),
    Case(name: "bad hex digits", file: color("\"#GG0000\""), message: "'#GG0000' is not a hex colour"),
    Case(
      name: "components out of range",
      file: color("{\"colorSpace\": \"srgb\", \"components\": [0, 1.5, 0]}"),
      message: "component 2 (1.5) is out of range for 'srgb': from 0 to 1"),
    Case(
      name: "an unknown colour space", file: color("{\"colorSpace\": \"cmyk\", \"components\": [0, 0, 0]}"),
      message: "unknown colour space 'cmyk'"),
    Case(
      name: "a group path that does not exist", file: color("\"#000000\""), group: "themes.nope",
      message: "design tokens for theme 'a': group 'themes.nope' does not exist in the file"),
    Case(
      name: "a group path that is a token", file: color("\"#000000\""), group: "g.color",
      message: "'g.color' is a token, not a group"),
    Case(
      name: "a group without the theme colour",
      file: "{\"g\": {\"$type\": \"color\", \"x\": {\"$value\": \"#000000\"}}}",
      message: "group 'g' has no token 'color' (the theme colour)"),
    Case(
      name: "duplicate keys",
      file: "{\"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"#000000\"}, \"color\": {}}}",
      rule: "json-syntax", message: "duplicate key 'color'"),
    Case(name: "a truncated file", file: "{\"g\": {\"color\": ", rule: "json-syntax", message: ""),
    Case(name: "a root that is not an object", file: "[1, 2]", message: "the file is array, not an object"),
    Case(
      name: "a name with a dot", file: "{\"g\": {\"$type\": \"color\", \"a.b\": {\"$value\": \"#000000\"}}}",
      message: "a token or group name may not contain '.', '{' or '}'"),
    Case(
      name: "a $ref to one component",
      file:
        "{\"g\": {\"$type\": \"color\", \"b\": {\"$value\": \"#226BAA\"}, \"color\": {\"$value\": {\"$ref\": \"#/g/b/$value/components/0\"}}}}",
      message: "'$ref' must be a string '#/group/token/$value' naming a token's whole value"),
    Case(
      name: "a $ref to no token",
      file: "{\"g\": {\"$type\": \"color\", \"color\": {\"$ref\": \"#/g/nothing/$value\"}}}",
      message: "alias '{g.nothing}' in 'g.color' names no token"),
    Case(
      name: "a $ref cycle",
      file: "{\"g\": {\"$type\": \"color\", \"color\": {\"$ref\": \"#/g/color/$value\"}}}",
      message: "aliases form a cycle"),
    Case(
      name: "both $value and $ref",
      file:
        "{\"g\": {\"$type\": \"color\", \"b\": {\"$value\": \"#226BAA\"}, \"color\": {\"$value\": \"#000000\", \"$ref\": \"#/g/b/$value\"}}}",
      message: "has both '$value' and '$ref': a token has one or the other"),
    Case(
      name: "a token with child tokens",
      file:
        "{\"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"#226BAA\", \"light\": {\"$value\": \"#FFFFFF\"}}}}",
      message: "has '$value' and the child 'light': a token cannot hold tokens or groups"),
    Case(
      name: "an extra colour named background",
      file:
        "{\"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"#226BAA\"}, \"background\": {\"$value\": \"#000000\"}}}",
      message: "'background' is what 'on' calls the background"),
    Case(
      name: "a mode value that is not a colour",
      file: color("\"#226BAA\", \"$extensions\": {\"com.figma.modes\": {\"Dark\": 7}}"),
      message: "a colour is a hex string or an object, not number"),
    Case(
      name: "a pair on a missing colour",
      file:
        "{\"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"#226BAA\"}, \"on\": {\"$value\": \"#FFFFFF\","
        + " \"$extensions\": {\"com.themepack\": {\"on\": \"nope\"}}}}}",
      message: "'on' names no colour 'nope'"),
    Case(
      name: "a Tokens Studio theme selecting a missing set",
      file: "{\"s\": {\"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"#226BAA\"}}},"
        + " \"$themes\": [{\"name\": \"Light\", \"selectedTokenSets\": {\"s\": \"enabled\", \"x\": \"enabled\"}}]}",
      message: "theme 'Light' selects token set 'x', which the file does not have"),
    Case(
      name: "Tokens Studio themes without a light mode",
      file: "{\"s\": {\"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"#226BAA\"}}},"
        + " \"$themes\": [{\"name\": \"Dark\", \"selectedTokenSets\": {\"s\": \"enabled\"}}]}",
      message: "no theme in '$themes' is the light mode (themes: 'Dark'); name one 'Light'"),
    Case(
      name: "groups extending each other",
      file: "{\"a\": {\"$extends\": \"{g}\"}, \"g\": {\"$extends\": \"{a}\", \"$type\": \"color\"}}",
      message: "groups extend each other in a cycle: 'a' -> 'g' -> 'a'"),
    Case(
      name: "a group extending itself", file: "{\"g\": {\"$extends\": \"{g}\"}}",
      message: "groups extend each other in a cycle: 'g' -> 'g'"),
    Case(
      name: "a group extending a missing group", file: "{\"g\": {\"$extends\": \"{base}\"}}",
      message: "'$extends' of group 'g' names no group 'base'"),
    Case(
      name: "a group extending a token",
      file: "{\"t\": {\"$type\": \"color\", \"$value\": \"#000000\"}, \"g\": {\"$extends\": \"{t}\"}}",
      message: "'$extends' of group 'g' names token 't', not a group"),
    Case(
      name: "a group extending the group that holds it",
      file:
        "{\"g\": {\"$type\": \"color\", \"color\": {\"$value\": \"#000000\"}, \"in\": {\"$extends\": \"{g}\"}}}",
      message: "group 'g.in' cannot extend 'g', which contains it"),
    Case(
      name: "an extends of the wrong type", file: "{\"g\": {\"$extends\": 3}}",
      message: "'$extends' of group 'g' must be a group reference '{group.path}'"),
    Case(
      name: "a cycle through a subgroup of the target",
      file:
        "{\"t\": {\"in\": {\"$extends\": \"{g}\"}}, \"g\": {\"$extends\": \"{t}\", \"$type\": \"color\"}}",
      message: "groups extend each other in a cycle: 'g' -> 't.in' -> 'g'"),
  ]

  @Test(arguments: cases + ownLayoutCases)
  func isRefusedWithOneLineNamingTheFile(_ hostile: Case) throws {
    let fixture = try LintFixture()
    try fixture.writeTokensTheme("a", file: "../../t.json", group: hostile.group)
    try fixture.write(hostile.file, to: "t.json")
    let report = fixture.lint()
    let errors = report.findings.filter { $0.severity == .error }
    guard hostile.rule != "none" else {
      #expect(errors.isEmpty, "\(errors.map(\.message))")
      return
    }
    #expect(!errors.isEmpty)
    for error in errors {
      #expect(error.ruleID == hostile.rule, "\(error.message)")
      #expect(error.file == fixture.path("t.json"))
      #expect(error.theme == "a")
      #expect(!error.message.contains("\n"))
    }
    #expect(
      hostile.message.isEmpty || errors.contains { $0.message.contains(hostile.message) },
      "\(errors.map(\.message))")
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }

  @Test func aHugeFileIsRefusedUnread() throws {
    let fixture = try LintFixture()
    try fixture.writeTokensTheme("a", file: "../../t.json")
    let padding = String(repeating: " ", count: ProjectLoader.maxTokensFileBytes)
    try fixture.write(Self.color("\"#226BAA\"") + padding, to: "t.json")
    let errors = fixture.findings(InvalidTokensRule.id)
    #expect(errors.count == 1)
    #expect(errors.first?.message.hasPrefix("design tokens for theme 'a': the file is 167772") == true)
    #expect(errors.first?.message.hasSuffix("bytes, more than the 16 MiB allowed") == true)
  }

  @Test func tooManyTokensAreRefused() throws {
    let fixture = try LintFixture()
    try fixture.writeTokensTheme("a", file: "../../t.json")
    let tokens = (0...DesignTokenIndex.maxTokens).map { "\"t\($0)\": {\"$value\": \"#000000\"}" }
    try fixture.write("{\"p\": {\"$type\": \"color\", \(tokens.joined(separator: ","))}}", to: "t.json")
    let errors = fixture.findings(InvalidTokensRule.id)
    #expect(errors.map(\.message) == ["design tokens for theme 'a': more than 100000 tokens"])
  }

  @Test(arguments: ["../../../outside.json", "../../../../etc/hostname"])
  func aFileOutsideTheProjectIsRefused(path: String) throws {
    let fixture = try LintFixture()
    try fixture.writeTokensTheme("a", file: path)
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.ruleID == UnreadableFileRule.id)
    #expect(errors.first?.message.contains("is not inside the project folder") == true)
    #expect(errors.first?.file.hasSuffix("Themes/a/" + path) == true)
  }

  @Test func aLinkOutOfTheProjectIsRefused() throws {
    let fixture = try LintFixture()
    let outside = try TemporaryFolder("themepack-outside")
    try outside.write(Self.color("\"#226BAA\""), to: "t.json")
    try fixture.writeTokensTheme("a", file: "../../t.json")
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("t.json"), withDestinationPath: outside.path("t.json"))
    let report = fixture.lint()
    #expect(report.findings.contains { $0.ruleID == "symbolic-link" && $0.file == fixture.path("t.json") })
    #expect(ThemeProject.load(assetsPath: fixture.assets).project == nil)
  }

  @Test(arguments: [
    ("{\"version\": \"1.0.0\", \"tokens\": 3}", "'tokens' of theme 'a' must be a file name or an object"),
    ("{\"version\": \"1.0.0\", \"tokens\": \"/etc/t.json\"}", "give a path relative to the theme folder"),
    ("{\"version\": \"1.0.0\", \"tokens\": {\"group\": \"g\"}}", "lacks required key 'file'"),
    (
      "{\"version\": \"1.0.0\", \"tokens\": {\"file\": \"t.json\", \"group\": \"a..b\"}}",
      "a group path is group names joined by '.'"
    ),
    (
      "{\"version\": \"1.0.0\", \"tokens\": \"t.json\", \"color\": \"#226BAA\"}",
      "takes its colours from 'tokens'"
    ),
  ])
  func aBadReferenceInThemeJSONIsRefused(json: String, message: String) throws {
    let fixture = try LintFixture()
    try fixture.write(json, to: "Themes/a/theme.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(
      errors.contains { $0.message.contains(message) && $0.file == fixture.path("Themes/a/theme.json") },
      "\(errors.map(\.message))")
  }
}
