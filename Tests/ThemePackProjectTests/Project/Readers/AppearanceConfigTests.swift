import Foundation
import Testing
import ThemePackProject

/// `"navigationBar"` (a name or `{"asset", "titleColor"}`) and `"highContrast": {"images"}`
/// in themepack.json: good values read, hostile ones refused with one finding naming the file.
@Suite("themepack.json: the navigation bar's title colour and high-contrast images")
struct AppearanceConfigTests {
  /// `members` added to the fixture's config (one template master `icon`).
  private func config(_ members: String) -> String {
    #"{"packageName": "test.themes", "assets": {"icon": {"source": "master", "tint": "template"}}"#
      + (members.isEmpty ? "" : ", " + members) + "}"
  }

  private func read(_ members: String) -> (config: ProjectConfig?, findings: [Finding]) {
    ProjectConfigReader.read(
      Array(config(members).utf8), file: "Assets/themepack.json", basePath: "Assets/Base", base: nil)
  }

  @Test(arguments: [
    (#""navigationBar": "icon""#, "icon", nil as String?, false),
    (#""navigationBar": {"asset": "icon"}"#, "icon", nil, false),
    (#""navigationBar": {"asset": "icon", "titleColor": "onColor"}"#, "icon", "onColor", false),
    (
      #""navigationBar": {"asset": "icon", "titleColor": "color"}, "highContrast": {"images": true}"#, "icon",
      "color", true
    ),
    (#""highContrast": {"images": false}, "navigationBar": "icon""#, "icon", nil, false),
  ])
  func goodValuesAreRead(members: String, bar: String, title: String?, images: Bool) throws {
    let (config, findings) = read(members)
    #expect(findings.isEmpty, "\(findings)")
    let read = try #require(config)
    #expect(read.navigationBar == bar)
    #expect(read.navigationBarTitleColor == title)
    #expect(read.highContrastImages == images)
  }

  @Test func highContrastImagesAreOffByDefault() throws {
    let read = try #require(read("").config)
    #expect(!read.highContrastImages && read.navigationBar == nil && read.navigationBarTitleColor == nil)
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    var label: String
    var members: String
    var rule: String
    var message: String
    var testDescription: String { label }
  }

  static let badCases: [BadCase] = [
    BadCase(
      label: "bar is a number", members: #""navigationBar": 3"#, rule: "wrong-type",
      message:
        #"'navigationBar' in the config must be an asset name or an object {"asset", "titleColor", "glass"}, not a number"#
    ),
    BadCase(
      label: "bar object without asset", members: #""navigationBar": {"titleColor": "onColor"}"#,
      rule: "missing-field", message: "the config's 'navigationBar' lacks required key 'asset'"),
    BadCase(
      label: "bar asset unknown", members: #""navigationBar": {"asset": "bar"}"#, rule: "invalid-value",
      message: "invalid value 'bar' for 'navigationBar' in the config: name one of the assets in 'assets'"),
    BadCase(
      label: "title colour not a string",
      members: #""navigationBar": {"asset": "icon", "titleColor": ["onColor"]}"#, rule: "wrong-type",
      message: "'titleColor' in the config's 'navigationBar' must be a string, not an array"),
    BadCase(
      label: "title colour with a path",
      members: #""navigationBar": {"asset": "icon", "titleColor": "../onColor"}"#, rule: "invalid-value",
      message:
        "invalid value '../onColor' for 'titleColor' in the config's 'navigationBar': "
        + "name 'color' or a colour of the themes' 'colors'"),
    BadCase(
      label: "bar object with an unknown key",
      members: #""navigationBar": {"asset": "icon", "titleColour": "onColor"}"#, rule: "unknown-key",
      message:
        "unknown key 'titleColour' in the config's 'navigationBar' is ignored: did you mean 'titleColor'"),
    BadCase(
      label: "highContrast is true", members: #""highContrast": true"#, rule: "wrong-type",
      message: "'highContrast' in the config must be an object, not a boolean"),
    BadCase(
      label: "images is a string", members: #""highContrast": {"images": "yes"}"#, rule: "wrong-type",
      message: "'images' in the config's 'highContrast' must be true or false, not a string"),
    BadCase(
      label: "highContrast with an unknown key", members: #""highContrast": {"image": true}"#,
      rule: "unknown-key",
      message: "unknown key 'image' in the config's 'highContrast' is ignored: did you mean 'images'"),
    BadCase(
      label: "deeply nested bar",
      members: #""navigationBar": "# + String(repeating: "[", count: 150)
        + String(repeating: "]", count: 150),
      rule: "wrong-type",
      message:
        #"'navigationBar' in the config must be an asset name or an object {"asset", "titleColor", "glass"}, not an array"#
    ),
  ]

  @Test(arguments: badCases)
  func hostileValuesGiveOneFindingNamingTheFile(_ bad: BadCase) throws {
    let (config, findings) = read(bad.members)
    try #require(findings.count == 1, "\(findings)")
    #expect(findings[0].ruleID == bad.rule)
    #expect(findings[0].file == "Assets/themepack.json")
    #expect(findings[0].line != nil)
    #expect(findings[0].message == bad.message)
    let read = try #require(config, "the config still comes back so the lint goes on")
    #expect(!read.highContrastImages && read.navigationBarTitleColor == nil || bad.rule == "unknown-key")
  }
}
