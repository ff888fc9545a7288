import Foundation
import Testing
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

@Suite("fonts in themepack.json and theme.json: fields, overrides, hostile input")
struct FontSpecReaderTests {
  private func readTheme(_ text: String) -> (ThemeSettings?, [Finding]) {
    ThemeSettingsReader.read(Array(text.utf8), file: "Themes/a/theme.json", theme: "a")
  }

  private func readConfig(_ text: String) -> (ProjectConfig?, [Finding]) {
    ProjectConfigReader.read(Array(text.utf8), file: "themepack.json", basePath: "Base", base: nil)
  }

  @Test func everyFieldIsRead() throws {
    let (settings, findings) = readTheme(
      """
      {"version": "1.0.0", "color": "#CC3333", "fonts": {
        "title": {"family": "PingFangSC-Semibold", "size": 17, "weight": "semibold",
                  "textStyle": "headline", "keyPath": "Global.titleFont"},
        "body": {"family": "Helvetica Neue", "size": 15.5},
        "caption": {"family": "A", "size": 12, "lineHeight": 1.35, "letterSpacing": -0.25}}}
      """)
    #expect(findings.isEmpty, "\(findings)")
    let fonts = try #require(settings?.fonts)
    #expect(
      fonts["title"]
        == FontSpec(
          family: "PingFangSC-Semibold", size: 17, weight: .semibold, textStyle: .headline,
          keyPath: "Global.titleFont"))
    #expect(fonts["body"] == FontSpec(family: "Helvetica Neue", size: 15.5))
    #expect(fonts["caption"] == FontSpec(family: "A", size: 12, lineHeight: 1.35, letterSpacing: -0.25))
    #expect(fonts["title"]?.swiftThemeValue == "PingFangSC-Semibold,17")
    #expect(fonts["body"]?.swiftThemeValue == "Helvetica Neue,15.5")
  }

  @Test func configFontsAndThemeFontsMerge() throws {
    let (config, configFindings) = readConfig(
      """
      {"packageName": "p", "assets": {"icon": {}},
       "fonts": {"title": {"family": "A", "size": 17}, "body": {"family": "B", "size": 15}}}
      """)
    #expect(configFindings.isEmpty, "\(configFindings)")
    #expect(config?.fonts.count == 2)
    #expect(FontWeight.semibold.cssWeight == 600)
    #expect(FontWeight.ultraLight.cssWeight == 100)
    #expect(FontWeight.black.cssWeight == 900)
  }

  /// (label, fonts JSON, rule, message prefix)
  static let hostile: [(String, String, String, String)] = [
    (
      "fonts as an array", #"[{"family": "A", "size": 1}]"#, "wrong-type",
      "'fonts' in theme 'a' must be an object"
    ),
    ("font as a string", #"{"t": "Helvetica,17"}"#, "wrong-type", "font 't' of theme 'a' must be an object"),
    (
      "family missing", #"{"t": {"size": 17}}"#, "missing-field",
      "font 't' of theme 'a' lacks required key 'family'"
    ),
    (
      "size missing", #"{"t": {"family": "A"}}"#, "missing-field",
      "font 't' of theme 'a' lacks required key 'size'"
    ),
    (
      "family a number", #"{"t": {"family": 5, "size": 17}}"#, "wrong-type",
      "'family' in font 't' of theme 'a' must be a string"
    ),
    (
      "size a string", #"{"t": {"family": "A", "size": "17"}}"#, "wrong-type",
      "'size' in font 't' of theme 'a' must be a number"
    ),
    (
      "size zero", #"{"t": {"family": "A", "size": 0}}"#, "invalid-value",
      "invalid value '0' for 'size' in font 't'"
    ),
    (
      "size negative", #"{"t": {"family": "A", "size": -12}}"#, "invalid-value",
      "invalid value '-12' for 'size'"
    ),
    (
      "size huge", #"{"t": {"family": "A", "size": 1e300}}"#, "invalid-value",
      "invalid value '1e+300' for 'size'"
    ),
    ("size overflowing to infinity", #"{"t": {"family": "A", "size": 1e999}}"#, "", ""),
    (
      "empty family", #"{"t": {"family": "", "size": 17}}"#, "invalid-value",
      "invalid value '' for 'family' in font 't' of theme 'a': a font family name cannot be empty"
    ),
    (
      "family with a comma", #"{"t": {"family": "A,B", "size": 17}}"#, "invalid-value",
      "invalid value 'A,B' for 'family' in font 't' of theme 'a': a font family name cannot hold ','"
    ),
    (
      "family with a newline", #"{"t": {"family": "A\nB", "size": 17}}"#, "invalid-value",
      "invalid value 'A\nB' for 'family'"
    ),
    (
      "family too long", "{\"t\": {\"family\": \"\(String(repeating: "x", count: 300))\", \"size\": 17}}",
      "invalid-value", "invalid value 'xxx"
    ),
    (
      "unknown weight", #"{"t": {"family": "A", "size": 17, "weight": "semibld"}}"#, "invalid-value",
      "invalid value 'semibld' for 'weight' in font 't' of theme 'a': did you mean 'semibold'? expected one of ultraLight"
    ),
    (
      "numeric weight", #"{"t": {"family": "A", "size": 17, "weight": 600}}"#, "wrong-type",
      "'weight' in font 't' of theme 'a' must be a string"
    ),
    (
      "unknown text style", #"{"t": {"family": "A", "size": 17, "textStyle": "huge"}}"#, "invalid-value",
      "invalid value 'huge' for 'textStyle' in font 't' of theme 'a': expected one of largeTitle"
    ),
    (
      "bad key path", #"{"t": {"family": "A", "size": 17, "keyPath": "Global..font"}}"#, "invalid-value",
      "invalid value 'Global..font' for 'keyPath'"
    ),
    (
      "key path in the night tree", #"{"t": {"family": "A", "size": 17, "keyPath": "Night.Fonts.t"}}"#,
      "invalid-value",
      "invalid value 'Night.Fonts.t' for 'keyPath' in font 't' of theme 'a': 'Night.' holds the values"
    ),
    (
      "key path of the wrong type", #"{"t": {"family": "A", "size": 17, "keyPath": ["Global"]}}"#,
      "wrong-type", "'keyPath' in font 't' of theme 'a' must be a string"
    ),
    (
      "line height zero", #"{"t": {"family": "A", "size": 17, "lineHeight": 0}}"#, "invalid-value",
      "invalid value '0' for 'lineHeight' in font 't' of theme 'a': a line height is a multiple of the size"
    ),
    (
      "line height in points", #"{"t": {"family": "A", "size": 17, "lineHeight": 24}}"#, "invalid-value",
      "invalid value '24' for 'lineHeight'"
    ),
    (
      "line height as a percentage", #"{"t": {"family": "A", "size": 17, "lineHeight": "150%"}}"#,
      "wrong-type", "'lineHeight' in font 't' of theme 'a' must be a number"
    ),
    (
      "line height overflowing to infinity", #"{"t": {"family": "A", "size": 17, "lineHeight": 1e999}}"#, "",
      ""
    ),
    (
      "letter spacing huge", #"{"t": {"family": "A", "size": 17, "letterSpacing": -500}}"#, "invalid-value",
      "invalid value '-500' for 'letterSpacing' in font 't' of theme 'a': a letter spacing is points"
    ),
    (
      "letter spacing a string", #"{"t": {"family": "A", "size": 17, "letterSpacing": "0.5px"}}"#,
      "wrong-type", "'letterSpacing' in font 't' of theme 'a' must be a number"
    ),
    (
      "bad font name", #"{"my font": {"family": "A", "size": 17}}"#, "invalid-value",
      "invalid font name 'my font' in the 'fonts' of theme 'a'"
    ),
    (
      "unknown key", #"{"t": {"family": "A", "size": 17, "colour": "red"}}"#, "unknown-key",
      "unknown key 'colour' in font 't' of theme 'a'"
    ),
    (
      "deep nesting",
      #"{"t": {"family": "A", "size": 17, "weight": "# + String(repeating: "[", count: 300)
        + String(repeating: "]", count: 300) + "}}", "json-syntax", ""
    ),
    ("truncated", #"{"t": {"family": "A", "si"#, "json-syntax", ""),
  ]

  @Test(arguments: hostile)
  func hostileFontsAreRefused(label: String, fonts: String, rule: String, message: String) throws {
    let text = "{\"version\": \"1.0.0\", \"color\": \"#CC3333\", \"fonts\": \(fonts)}"
    let (settings, findings) = readTheme(text)
    if rule.isEmpty {
      // The parser refuses numbers out of range itself; either way nothing is kept.
      #expect(findings.contains { $0.severity == .error }, "\(label): \(findings)")
    } else {
      let finding = try #require(findings.first { $0.ruleID == rule }, "\(label): \(findings)")
      #expect(finding.message.hasPrefix(message), "\(label): \(finding.message)")
      #expect(finding.file == "Themes/a/theme.json")
      if rule != "json-syntax" { #expect(finding.line != nil, "\(label)") }
    }
    if rule != "unknown-key" { #expect(settings?.fonts.isEmpty ?? true, "\(label)") }
  }

  @Test func hugeCountsAreRefusedAsAWhole() throws {
    let members = (0...FontSpecReader.maximumCount).map { "\"f\($0)\": {\"family\": \"A\", \"size\": 1}" }
    let (config, findings) = readConfig(
      "{\"packageName\": \"p\", \"assets\": {\"icon\": {}}, \"fonts\": {\(members.joined(separator: ","))}}")
    #expect(config?.fonts.isEmpty == true)
    let finding = try #require(findings.first { $0.ruleID == "invalid-value" })
    #expect(finding.message == "invalid value '501 fonts' for 'fonts' in the config: at most 500 are allowed")
  }
}

@Suite("the schemas describe fonts and components")
struct FontSchemaTests {
  @Test(arguments: ["theme", "themepack"])
  func schemasAcceptGoodAndRefuseBadFonts(schema name: String) throws {
    let schema = Golden.repositoryRoot.appendingPathComponent("Assets/Schemas/\(name).schema.json")
    let validator = try JSONSchemaValidator(contentsOf: schema.path)
    let base =
      name == "theme"
      ? #"{"version": "1.0.0", "color": "34,107,170", "#
      : #"{"packageName": "p", "assets": {"icon": {}}, "#
    func errors(_ text: String) throws -> [String] {
      validator.errors(in: try JSONDocument.parse(Array((base + text + "}").utf8)).root)
    }
    let good = #"""
      "fonts": {"title": {"family": "PingFangSC-Semibold", "size": 17, "weight": "semibold",
                          "textStyle": "headline", "keyPath": "Global.titleFont", "lineHeight": 1.3,
                          "letterSpacing": -0.4}},
      "components": {"alertView": {"title": {"color": "onColor", "font": "title"}, "ok": {"color": "color"}}}
      """#
    let goodErrors = try errors(good)
    #expect(goodErrors.isEmpty, "\(goodErrors)")
    for bad in [
      #""fonts": {"t": {"family": "A"}}"#, #""fonts": {"t": {"family": "A,B", "size": 1}}"#,
      #""fonts": {"t": {"family": "A", "size": 0}}"#,
      #""fonts": {"t": {"family": "A", "size": 1, "weight": "fat"}}"#,
      #""fonts": {"t": {"family": "", "size": 1}}"#,
      #""fonts": {"t": {"family": "A", "size": 1, "textStyle": "x"}}"#,
      #""fonts": {"t": {"family": "A", "size": 1, "lineHeight": 0}}"#,
      #""fonts": {"t": {"family": "A", "size": 1, "letterSpacing": 101}}"#,
      #""components": {"a": {"t": {}}}"#, #""components": {"a": {"t": {"color": "c", "size": 1}}}"#,
      #""components": {"a b": {"t": {"color": "c"}}}"#,
    ] {
      let badErrors = try errors(bad)
      #expect(!badErrors.isEmpty, "\(name): \(bad)")
    }
  }
}
