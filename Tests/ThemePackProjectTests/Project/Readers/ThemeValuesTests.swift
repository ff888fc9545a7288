import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

/// `values` and `darkValues` in `theme.json`: SwiftTheme values that are no colour, image or
/// font, read typed, refused one line each when they cannot be a plist value at their key
/// path, and written into the theme's plist files with their type.
@Suite("theme.json values: SwiftTheme values of every type, read and written back")
struct ThemeValuesTests {
  private func read(_ members: String) -> (ThemeSettings?, [Finding]) {
    let text = ##"{"version": "1.0.0", "color": "#226BAA"\##(members)}"##
    return ThemeSettingsReader.read(Array(text.utf8), file: "Themes/a/theme.json", theme: "a")
  }

  @Test func everyTypeIsReadAsGiven() throws {
    let (settings, findings) = read(
      ##", "values": {"UIStatusBarStyle": "Default", "Global.cornerRadius": 4.5, "List.rows": 44, "Flags.ads": true, "Tabs": ["a", 1, {"b": false}], "Empty": {}}, "darkValues": {"UIStatusBarStyle": "LightContent"}"##
    )
    #expect(findings.isEmpty, "\(findings)")
    let values = try #require(settings?.values)
    #expect(values["UIStatusBarStyle"] == .string("Default"))
    #expect(values["Global.cornerRadius"] == .number(4.5))
    #expect(values["List.rows"] == .number(44))
    #expect(values["Flags.ads"] == .bool(true))
    #expect(values["Tabs"] == .array([.string("a"), .number(1), .object(["b": .bool(false)])]))
    #expect(values["Empty"] == .object([:]))
    #expect(settings?.darkValues == ["UIStatusBarStyle": .string("LightContent")])
  }

  /// (label, members, the one message, line)
  static let hostile: [(String, String, String, Int)] = [
    (
      "values not an object", ##", "values": [1]"##, "'values' in theme 'a' must be an object, not an array",
      1
    ),
    (
      "a key path that is no identifier", ##", "values": {"Cell.row-height": 3}"##,
      "invalid value 'Cell.row-height' for a key path in 'values' of theme 'a': 'row-height' is not an identifier: use letters, digits and '_', not starting with a digit",
      1
    ),
    (
      "the night tree", ##", "values": {"Night.UIStatusBarStyle": "x"}"##,
      "invalid value 'Night.UIStatusBarStyle' for a key path in 'values' of theme 'a': 'Night.' holds the values of the other key paths in another appearance",
      1
    ),
    (
      "a null", ##", "values": {"A.b": null}"##,
      "'A.b' in 'values' of theme 'a' holds null: a property list has no null; use a string, number, boolean, array or object",
      1
    ),
    (
      "a null inside", ##", "values": {"A.b": [1, {"c": null}]}"##,
      "'A.b' in 'values' of theme 'a' holds null at '/1/c': a property list has no null; use a string, number, boolean, array or object",
      1
    ),
    (
      "a night value without its day value", ##", "values": {}, "darkValues": {"X": 1}"##,
      "'darkValues' of theme 'a' gives 'X', which 'values' does not have: a night value needs its day value",
      1
    ),
    (
      "the theme colour's key path", ##", "values": {"Global.themeColor": 1}"##,
      "invalid value 'Global.themeColor' for a key path in 'values' of theme 'a': it is also the key path of the theme colour",
      1
    ),
    (
      "inside a colour's key path", ##", "colors": {"text": "#000000"}, "values": {"Colors.text.alpha": 1}"##,
      "invalid value 'Colors.text.alpha' for a key path in 'values' of theme 'a': 'Colors.text.alpha' would be inside 'Colors.text', the key path of colour 'text'; choose another key path",
      1
    ),
  ]

  @Test(arguments: hostile)
  func badValuesAreOneFindingEach(label: String, members: String, message: String, line: Int) {
    let (settings, findings) = read(members)
    #expect(findings.map(\.message) == [message], "\(label)")
    #expect(findings.first?.line == line, "\(label)")
    #expect(findings.first?.file == "Themes/a/theme.json", "\(label)")
    #expect(settings != nil, "\(label)")
    #expect(settings?.values.keys.contains { message.contains("'\($0)'") } != true, "\(label): kept")
  }

  /// A value at a key path the SwiftTheme output writes for a component role is refused in
  /// `theme.json`, before the build would meet the clash in the plist.
  @Test func aValueAtAComponentRolesKeyPathIsRefused() throws {
    let configText =
      ##"{"packageName": "p", "scales": [1], "assets": {}, "components": {"alertView": {"title": {"color": "color"}}}}"##
    let (config, configFindings) = ProjectConfigReader.read(
      Array(configText.utf8), file: "themepack.json", basePath: "Base",
      base: ImageFolder(path: "Base", entries: []))
    #expect(configFindings.isEmpty, "\(configFindings)")
    let text =
      ##"{"version": "1.0.0", "color": "#226BAA", "values": {"Components.alertView.title.color": 1, "Components.alertView.note": 2}}"##
    let (settings, findings) = ThemeSettingsReader.read(
      Array(text.utf8), file: "Themes/a/theme.json", theme: "a", config: config)
    #expect(
      findings.map(\.message) == [
        "invalid value 'Components.alertView.title.color' for a key path in 'values' of theme 'a': it is also the "
          + "key path of component 'alertView' role 'title'"
      ])
    #expect(settings?.values.keys.sorted() == ["Components.alertView.note"])
  }

  @Test func thePlistHoldsEachTypeAndTheNightFileTheNightValue() throws {
    var theme = BuiltTheme(
      name: "a", isHypothetical: false, version: "1.0.0", color: ThemeRGBA(red: 34, green: 107, blue: 170),
      darkColor: ThemeRGBA(red: 120, green: 170, blue: 220), extraColors: [:], assets: [])
    theme.values = [
      "UIStatusBarStyle": .string("Default"), "Global.cornerRadius": .number(4.5), "List.rows": .number(44),
      "Flags.ads": .bool(false), "Tabs": .array([.string("a&b"), .array([])]),
    ]
    theme.darkValues = ["UIStatusBarStyle": .string("LightContent")]
    let files = try SwiftThemeFile.files(for: theme)
    let day = try #require(files.first { $0.path == "a.plist" })
    let night = try #require(files.first { $0.path == "a.Night.plist" })
    let text = String(decoding: day.bytes, as: UTF8.self)
    #expect(text.contains("\t\t<key>cornerRadius</key>\n\t\t<real>4.5</real>\n"))
    #expect(text.contains("\t\t<key>rows</key>\n\t\t<integer>44</integer>\n"))
    #expect(text.contains("\t\t<key>ads</key>\n\t\t<false/>\n"))
    #expect(
      text.contains("\t<key>Tabs</key>\n\t<array>\n\t\t<string>a&amp;b</string>\n\t\t<array/>\n\t</array>\n"))
    #expect(text.contains("\t<key>UIStatusBarStyle</key>\n\t<string>Default</string>\n"))
    #expect(text.contains("\t\t<key>UIStatusBarStyle</key>\n\t\t<string>LightContent</string>\n"))
    let nightText = String(decoding: night.bytes, as: UTF8.self)
    #expect(nightText.contains("\t<key>UIStatusBarStyle</key>\n\t<string>LightContent</string>\n"))
    #expect(nightText.contains("\t\t<key>cornerRadius</key>\n\t\t<real>4.5</real>\n"))
    // Foundation reads the file back with the same types.
    let read = try PropertyListSerialization.propertyList(from: Data(day.bytes), options: [], format: nil)
    let root = try #require(read as? [String: Any])
    #expect((root["Flags"] as? [String: Any])?["ads"] as? Bool == false)
    #expect((root["List"] as? [String: Any])?["rows"] as? Int == 44)
    #expect((root["Global"] as? [String: Any])?["cornerRadius"] as? Double == 4.5)
  }

  /// A value shapes the theme's plist, so it enters the theme's source digest (a changed value
  /// without a version bump is reported), and a theme without values keeps its old digest.
  @Test func aValueChangesTheThemesSourceDigest() throws {
    func digest(_ extra: String) throws -> String {
      let fixture = try LintFixture()
      try fixture.writeTheme("a", color: "#E67E22", extra: extra)
      let project = try #require(ThemeProject.load(assetsPath: fixture.assets).project)
      let theme = try #require(project.themes.first { $0.name == "a" })
      return ThemeSourceDigest.digest(of: theme, in: project) { path in
        SHA256.hex(of: Array(("file " + (path as NSString).lastPathComponent).utf8))
      }
    }
    let plain = try digest("")
    let one = try digest(##", "values": {"UIStatusBarStyle": 1}"##)
    let other = try digest(##", "values": {"UIStatusBarStyle": 0}"##)
    let night = try digest(##", "values": {"UIStatusBarStyle": 1}, "darkValues": {"UIStatusBarStyle": 0}"##)
    #expect(Set([plain, one, other, night]).count == 4)
    #expect(try digest(##", "values": {}"##) == plain)
  }
}
