import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

@Suite("theme.json colour objects: roles, appearances, hostile input")
struct ThemeColorReaderTests {
  /// Theme `a`'s settings after loading `text` as its theme.json, with every finding.
  private func read(_ text: String) -> (ThemeSettings?, [Finding]) {
    ThemeSettingsReader.read(Array(text.utf8), file: "Themes/a/theme.json", theme: "a")
  }

  @Test func objectFormGivesValuePairAndAppearances() throws {
    let text = """
      {"version": "1.0.0", "color": {"value": "#226BAA", "highContrast": "#0A3D6B"},
       "darkColor": "#5A9BE0",
       "colors": {
         "onColor": {"value": "#FFFFFF", "on": "color", "use": "text", "dark": "#101010",
                     "darkHighContrast": "#000000"},
         "outline": {"value": "#7F8C8D", "on": "background", "use": "ui"},
         "badge": {"value": "#AA3300", "on": "onColor", "use": 3.5},
         "plain": "#123456"
       }}
      """
    let (settings, findings) = read(text)
    #expect(findings.isEmpty, "\(findings)")
    let read = try #require(settings)
    #expect(read.color == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA))
    #expect(read.darkColor == ThemeRGBA(red: 0x5A, green: 0x9B, blue: 0xE0))
    #expect(read.themeColorValues[.lightHighContrast] == ThemeRGBA(red: 0x0A, green: 0x3D, blue: 0x6B))
    #expect(read.themeColorValues[.dark] == read.darkColor)
    let onColor = try #require(read.colorRoles["onColor"])
    #expect(onColor.surface == .color("color"))
    #expect(onColor.need == .text)
    #expect(onColor.given.light == ThemeRGBA(red: 255, green: 255, blue: 255))
    #expect(onColor.given.dark == ThemeRGBA(red: 0x10, green: 0x10, blue: 0x10))
    #expect(onColor.given.lightHighContrast == nil)
    #expect(onColor.given.darkHighContrast == ThemeRGBA(red: 0, green: 0, blue: 0))
    #expect(read.colorRoles["outline"]?.surface == .background)
    #expect(read.colorRoles["outline"]?.need == .ui)
    #expect(read.colorRoles["badge"]?.need == ContrastNeed(ratio: 3.5))
    #expect(read.colorRoles["plain"]?.surface == nil)
    #expect(read.extraColors["plain"] == ThemeRGBA(red: 0x12, green: 0x34, blue: 0x56))
    #expect(read.positions["colors/onColor/dark"] != nil)
  }

  @Test func plainStringsStayValid() throws {
    let (settings, findings) = read(
      ##"{"version": "1.0.0", "color": "#CC3333", "colors": {"text": "#FFFFFF"}}"##)
    #expect(findings.isEmpty)
    #expect(
      settings?.colorRoles["text"]
        == ColorRole(name: "text", light: ThemeRGBA(red: 255, green: 255, blue: 255)))
  }

  /// (label, colours JSON inserted as the theme's "colors", or a whole file when it starts
  /// with "{", rule, message, line, column)
  static let hostile: [(String, String, String, String, Int, Int)] = [
    (
      "truncated object", ##"{"version": "1.0.0", "color": "#CC3333", "colors": {"t": {"value": "#FFF"##,
      "json-syntax", "malformed JSON", 1, 0
    ),
    (
      "value missing", ##"{"t": {"on": "color"}}"##, "missing-field",
      "colour 't' of theme 'a' lacks required key 'value'", 2, 8
    ),
    (
      "value of the wrong type", ##"{"t": {"value": 5}}"##, "wrong-type",
      "'value' in colour 't' of theme 'a' must be a string, not a number", 2, 18
    ),
    (
      "nested value", ##"{"t": {"value": {"value": {"value": "#FFFFFF"}}}}"##, "wrong-type",
      "'value' in colour 't' of theme 'a' must be a string, not an object", 2, 18
    ),
    (
      "colour as an array", ##"{"t": ["#FFFFFF"]}"##, "wrong-type",
      "'t' in the 'colors' of theme 'a' must be a colour string or an object, not an array", 2, 8
    ),
    (
      "bad colour in dark", ##"{"t": {"value": "#FFFFFF", "dark": "#GG0000"}}"##, "invalid-color",
      "invalid colour '#GG0000' for 'dark' in colour 't' of theme 'a'", 2, 37
    ),
    (
      "on of the wrong type", ##"{"t": {"value": "#FFFFFF", "on": 1}}"##, "wrong-type",
      "'on' in colour 't' of theme 'a' must be a string, not a number", 2, 35
    ),
    (
      "on an unknown colour", ##"{"t": {"value": "#FFFFFF", "on": "colour"}}"##, "invalid-value",
      "invalid value 'colour' for 'on' in colour 't' of theme 'a': no such colour", 2, 35
    ),
    (
      "unknown use", ##"{"t": {"value": "#FFFFFF", "on": "color", "use": "body"}}"##, "invalid-value",
      "invalid value 'body' for 'use' in colour 't' of theme 'a': use 'text' (4.5:1), 'ui' (3:1)", 2, 51
    ),
    (
      "ratio above 21", ##"{"t": {"value": "#FFFFFF", "on": "color", "use": 22}}"##, "invalid-value",
      "invalid value '22' for 'use' in colour 't' of theme 'a': a contrast ratio is from 1 to 21", 2, 51
    ),
    (
      "ratio below 1", ##"{"t": {"value": "#FFFFFF", "on": "color", "use": -3}}"##, "invalid-value",
      "invalid value '-3' for 'use'", 2, 51
    ),
    (
      "use of the wrong type", ##"{"t": {"value": "#FFFFFF", "on": "color", "use": true}}"##, "wrong-type",
      "'use' in colour 't' of theme 'a' must be 'text', 'ui' or a number, not a boolean", 2, 51
    ),
    (
      "use without on", ##"{"t": {"value": "#FFFFFF", "use": "ui"}}"##, "missing-field",
      "colour 't' of theme 'a' lacks required key 'on'", 2, 8
    ),
    (
      "unknown key", ##"{"t": {"value": "#FFFFFF", "dakr": "#000000"}}"##, "unknown-key",
      "unknown key 'dakr' in colour 't' of theme 'a' is ignored: did you mean 'dark'", 2, 29
    ),
    (
      "two colours on each other",
      ##"{"a": {"value": "#FFFFFF", "on": "b"}, "b": {"value": "#000000", "on": "a"}}"##, "invalid-value",
      "colours of theme 'a' are drawn on each other in a cycle: 'a' on 'b' on 'a'", 2, 35
    ),
    (
      "a colour on itself", ##"{"t": {"value": "#FFFFFF", "on": "t"}}"##, "invalid-value",
      "colours of theme 'a' are drawn on each other in a cycle: 't' on 't'", 2, 35
    ),
    (
      "reserved name", ##"{"background": "#FFFFFF"}"##, "invalid-value",
      "invalid colour name 'background' in the 'colors' of theme 'a': 'background' is what 'on' calls", 2, 3
    ),
    (
      "dark theme colour twice",
      ##"{"version": "1.0.0", "color": {"value": "#CC3333", "dark": "#FF6666"}, "darkColor": "#FF5555"}"##,
      "invalid-value", "the dark theme colour of theme 'a' is given twice", 1, 85
    ),
    (
      "theme colour with a pair",
      ##"{"version": "1.0.0", "color": {"value": "#CC3333", "on": "background"}}"##,
      "unknown-key", "unknown key 'on' in the theme colour of theme 'a' is ignored", 1, 52
    ),
  ]

  @Test(arguments: hostile)
  func hostileColoursAreRefusedWithAPosition(
    label: String, colors: String, rule: String, message: String, line: Int, column: Int
  ) throws {
    let text =
      colors.hasPrefix("{\"version\"")
      ? colors : "{\"version\": \"1.0.0\", \"color\": \"#CC3333\", \"colors\":\n \(colors)}"
    let (_, findings) = read(text)
    let finding = try #require(findings.first { $0.ruleID == rule }, "\(label): \(findings)")
    #expect(finding.message.hasPrefix(message), "\(label): \(finding.message)")
    #expect(finding.file == "Themes/a/theme.json")
    #expect(finding.theme == "a")
    if rule != "json-syntax" {
      #expect(finding.line == line, "\(label)")
      #expect(finding.column == column, "\(label)")
    }
  }

  @Test func manyColoursInALongChainAreReadAndSolved() throws {
    let count = 400
    var members = [##""c0": {"value": "#808080", "on": "color"}"##]
    for index in 1..<count {
      members.append(##""c\##(index)": {"value": "#808080", "on": "c\##(index - 1)", "use": "ui"}"##)
    }
    let text = ##"{"version": "1.0.0", "color": "#CC3333", "colors": {\##(members.joined(separator: ","))}}"##
    let (settings, findings) = read(text)
    #expect(findings.isEmpty)
    let roles = try #require(settings).colorRoles
    #expect(roles.count == count)
    let order = ThemeColorSolver.solvingOrder(Array(roles.values)).order
    #expect(order.firstIndex(of: "c0")! < order.firstIndex(of: "c1")!)
    #expect(order.firstIndex(of: "c398")! < order.firstIndex(of: "c399")!)
  }

  @Test func theThemeSchemaDescribesTheNewFields() throws {
    let schema = Golden.repositoryRoot.appendingPathComponent("Assets/Schemas/theme.schema.json")
    let validator = try JSONSchemaValidator(contentsOf: schema.path)
    let good = ##"""
      {"version": "1.0.0", "color": {"value": "#226BAA", "darkHighContrast": "#9ECAFF"},
       "colors": {"onColor": {"value": "#FFFFFF", "on": "color", "use": "text", "dark": "#101010"},
                  "line": {"value": "#777777", "on": "background", "use": 3.5}, "plain": "#000000"}}
      """##
    #expect(validator.errors(in: try JSONDocument.parse(Array(good.utf8)).root).isEmpty)
    for bad in [
      ##"{"version": "1.0.0", "color": "#226BAA", "colors": {"t": {"on": "color"}}}"##,
      ##"{"version": "1.0.0", "color": "#226BAA", "colors": {"t": {"value": "#FFFFFF", "use": "body"}}}"##,
      ##"{"version": "1.0.0", "color": "#226BAA", "colors": {"t": {"value": "#FFFFFF", "use": 30}}}"##,
      ##"{"version": "1.0.0", "color": {"value": "#226BAA", "on": "background"}}"##,
    ] {
      #expect(!validator.errors(in: try JSONDocument.parse(Array(bad.utf8)).root).isEmpty, "\(bad)")
    }
    let themes = Golden.repositoryRoot.appendingPathComponent("Assets/Themes")
    for name in try FileManager.default.contentsOfDirectory(atPath: themes.path).sorted() {
      let file = themes.appendingPathComponent(name).appendingPathComponent("theme.json")
      let errors = validator.errors(in: try JSONDocument.parse(Array(try Data(contentsOf: file))).root)
      #expect(errors.isEmpty, "\(name): \(errors)")
    }
  }
}
