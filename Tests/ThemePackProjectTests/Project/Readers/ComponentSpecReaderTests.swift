import Foundation
import Testing
import ThemePackProject
import ThemePackSupport

@Suite("components in themepack.json and theme.json: shape, merging, hostile input")
struct ComponentSpecReaderTests {
  private func readTheme(_ text: String) -> (ThemeSettings?, [Finding]) {
    ThemeSettingsReader.read(Array(text.utf8), file: "Themes/a/theme.json", theme: "a")
  }

  private func readConfig(_ text: String) -> (ProjectConfig?, [Finding]) {
    ProjectConfigReader.read(Array(text.utf8), file: "themepack.json", basePath: "Base", base: nil)
  }

  @Test func rolesAreReadWithTheirPositions() throws {
    let (config, findings) = readConfig(
      """
      {"packageName": "p", "assets": {"icon": {}},
       "components": {"alertView": {
         "title": {"color": "onColor", "font": "title"},
         "confirmButton": {"color": "color"}}}}
      """)
    #expect(findings.isEmpty, "\(findings)")
    let alert = try #require(config?.components["alertView"])
    #expect(alert.roles["title"] == ComponentRole(color: "onColor", font: "title"))
    #expect(alert.roles["confirmButton"] == ComponentRole(color: "color"))
    #expect(alert.positions["title/color"] == JSONDocument.Position(line: 3, column: 23))
    #expect(alert.positions[""] != nil)
  }

  @Test func overridesApplyMemberByMember() {
    let defaults = [
      "alertView": ComponentSpec(roles: [
        "title": ComponentRole(color: "onColor", font: "title"), "message": ComponentRole(font: "body"),
      ])
    ]
    let overrides = [
      "alertView": ComponentSpec(roles: [
        "title": ComponentRole(font: "body"), "unknownRole": ComponentRole(color: "color"),
      ]),
      "unknownComponent": ComponentSpec(roles: ["x": ComponentRole(color: "color")]),
    ]
    let resolved = ComponentSpec.resolve(defaults, overrides: overrides)
    #expect(resolved.keys.sorted() == ["alertView"])
    #expect(resolved["alertView"]?.roles["title"] == ComponentRole(color: "onColor", font: "body"))
    #expect(resolved["alertView"]?.roles["message"] == ComponentRole(font: "body"))
    #expect(resolved["alertView"]?.roles["unknownRole"] == nil)
  }

  /// (label, components JSON, rule, message prefix)
  static let hostile: [(String, String, String, String)] = [
    ("components as an array", #"[]"#, "wrong-type", "'components' in theme 'a' must be an object"),
    (
      "component as a string", #"{"alert": "title"}"#, "wrong-type",
      "component 'alert' of theme 'a' must be an object"
    ),
    (
      "role as a string", #"{"alert": {"title": "onColor"}}"#, "wrong-type",
      "role 'title' of component 'alert' of theme 'a' must be an object"
    ),
    (
      "empty role", #"{"alert": {"title": {}}}"#, "missing-field",
      "role 'title' of component 'alert' of theme 'a' names no colour or font"
    ),
    (
      "colour a number", #"{"alert": {"title": {"color": 3}}}"#, "wrong-type",
      "'color' in role 'title' of component 'alert' of theme 'a' must be a string"
    ),
    (
      "font an object", #"{"alert": {"title": {"font": {"family": "A"}}}}"#, "wrong-type",
      "'font' in role 'title'"
    ),
    (
      "colour a hex value", #"{"alert": {"title": {"color": "255,255,255"}}}"#, "invalid-value",
      "invalid value '255,255,255' for 'color' in role 'title' of component 'alert' of theme 'a': name a colour of the theme"
    ),
    (
      "bad component name", #"{"alert view": {"title": {"color": "color"}}}"#, "invalid-value",
      "invalid component name 'alert view' in the 'components' of theme 'a'"
    ),
    (
      "bad role name", #"{"alert": {"../title": {"color": "color"}}}"#, "invalid-value",
      "invalid role name '../title' in component 'alert' of theme 'a'"
    ),
    (
      "unknown key", #"{"alert": {"title": {"color": "color", "size": 17}}}"#, "unknown-key",
      "unknown key 'size' in role 'title'"
    ),
    (
      "deep nesting",
      #"{"alert": {"title": {"color": "# + String(repeating: "{\"a\":", count: 250) + "1"
        + String(repeating: "}", count: 250) + "}}}", "json-syntax", ""
    ),
    (
      "too many roles",
      "{\"alert\": {" + (0...100).map { "\"r\($0)\": {\"color\": \"color\"}" }.joined(separator: ",") + "}}",
      "invalid-value",
      "invalid value '101 roles' for component 'alert' of theme 'a': a component has at most 100 roles"
    ),
    (
      "too many components", "{" + (0...500).map { "\"c\($0)\": {}" }.joined(separator: ",") + "}",
      "invalid-value", "invalid value '501 components' for 'components' in theme 'a': at most 500 are allowed"
    ),
  ]

  @Test(arguments: hostile)
  func hostileComponentsAreRefused(label: String, components: String, rule: String, message: String) throws {
    let text = "{\"version\": \"1.0.0\", \"color\": \"#CC3333\", \"components\": \(components)}"
    let (settings, findings) = readTheme(text)
    let finding = try #require(findings.first { $0.ruleID == rule }, "\(label): \(findings)")
    #expect(finding.message.hasPrefix(message), "\(label): \(finding.message)")
    #expect(finding.file == "Themes/a/theme.json")
    if rule != "json-syntax" { #expect(finding.line != nil, "\(label)") }
    if rule != "unknown-key" {
      #expect(settings?.components.values.allSatisfy { $0.roles.isEmpty } ?? true, "\(label)")
    }
  }
}
