import Foundation
import Testing
import ThemePackImaging
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

@Suite("appIcon in themepack.json and theme.json: fields, theme changes, hostile input")
struct AppIconSpecReaderTests {
  private func readTheme(_ icon: String) -> (ThemeSettings?, [Finding]) {
    let text = "{\"version\": \"1.0.0\", \"color\": \"#CC3333\", \"appIcon\": \(icon)}"
    return ThemeSettingsReader.read(Array(text.utf8), file: "Themes/a/theme.json", theme: "a")
  }

  private func readConfig(_ icon: String) -> (ProjectConfig?, [Finding]) {
    let text = "{\"packageName\": \"p\", \"assets\": {\"icon\": {}}, \"appIcon\": \(icon)}"
    return ProjectConfigReader.read(Array(text.utf8), file: "themepack.json", basePath: "Base", base: nil)
  }

  @Test func everyFieldIsRead() throws {
    let (config, findings) = readConfig(
      """
      {"master": "Icons/AppIcon.svg", "tint": "template", "background": "#1E88E5",
       "dark": "Icons/Dark.PDF", "tinted": "Icons/Tinted.png"}
      """)
    #expect(findings.isEmpty, "\(findings)")
    let icon = try #require(config?.appIcon)
    #expect(
      icon
        == AppIconSpec(
          master: "Icons/AppIcon.svg", tint: .template, background: "#1E88E5", dark: "Icons/Dark.PDF",
          tinted: "Icons/Tinted.png"))
    #expect(icon.name(in: "blue") == "AppIcon-blue")
    #expect(icon.files == ["Icons/AppIcon.svg", "Icons/Dark.PDF", "Icons/Tinted.png"])
  }

  @Test func layersAndAThemesChanges() throws {
    let (config, configFindings) = readConfig(
      #"{"layers": {"background": "I/back.svg", "foreground": "I/fore.svg", "glyph": "I/glyph.svg"}}"#)
    #expect(configFindings.isEmpty, "\(configFindings)")
    let project = try #require(config?.appIcon)
    #expect(
      project.layers
        == AppIconLayers(background: "I/back.svg", foreground: "I/fore.svg", glyph: "I/glyph.svg"))

    let (settings, themeFindings) = readTheme(
      #"{"name": "Ocean", "master": "I/ocean.png", "background": "text"}"#)
    #expect(themeFindings.isEmpty, "\(themeFindings)")
    let own = try #require(settings?.appIcon)
    let merged = project.merged(with: own)
    #expect(merged.master == "I/ocean.png")
    #expect(merged.layers == nil, "a theme's master replaces the project's layers")
    #expect(merged.background == "text")
    #expect(merged.name(in: "a") == "Ocean")
    // A theme that only renames keeps the project's artwork.
    let renamed = project.merged(with: AppIconSpec(name: "Other"))
    #expect(renamed.layers == project.layers)
    #expect(renamed.name(in: "a") == "Other")
  }

  /// (label, appIcon JSON in themepack.json, rule, message prefix)
  static let hostileConfigs: [(String, String, String, String)] = [
    ("not an object", #""Icons/A.svg""#, "wrong-type", "'appIcon' in the config must be an object"),
    (
      "no artwork", #"{"tint": "none"}"#, "missing-field",
      "the 'appIcon' of the config needs 'master' or 'layers'"
    ),
    (
      "both forms", #"{"master": "a.svg", "layers": {"glyph": "g.svg"}}"#, "invalid-value",
      "the 'appIcon' of the config gives both 'master' and 'layers'"
    ),
    ("absolute path", #"{"master": "/etc/passwd.png"}"#, "invalid-value", "invalid value '/etc/passwd.png'"),
    (
      "climbing path", #"{"master": "Icons/../../x.svg"}"#, "invalid-value",
      "invalid value 'Icons/../../x.svg'"
    ),
    ("double slash", #"{"master": "Icons//x.svg"}"#, "invalid-value", "invalid value 'Icons//x.svg'"),
    ("backslash", #"{"master": "Icons\\x.svg"}"#, "invalid-value", #"invalid value 'Icons\x.svg'"#),
    ("control character", #"{"master": "a\u0001.svg"}"#, "invalid-value", "invalid value 'a"),
    (
      "other extension", #"{"master": "Icons/AppIcon.jpg"}"#, "invalid-value",
      "invalid value 'Icons/AppIcon.jpg'"
    ),
    ("no extension", #"{"master": "Icons/svg"}"#, "invalid-value", "invalid value 'Icons/svg'"),
    ("empty path", #"{"master": ""}"#, "invalid-value", "invalid value ''"),
    (
      "number path", #"{"master": 3}"#, "wrong-type",
      "'master' in the 'appIcon' of the config must be a string"
    ),
    ("layers without glyph", #"{"layers": {"background": "b.svg"}}"#, "missing-field", ""),
    ("unknown tint", #"{"master": "a.svg", "tint": "paint"}"#, "invalid-value", "invalid value 'paint'"),
    ("mix needs an amount", #"{"master": "a.svg", "tint": "mix"}"#, "invalid-value", "invalid value 'mix'"),
    ("bad hex", ##"{"master": "a.svg", "background": "#12345"}"##, "invalid-color", ""),
    (
      "bad colour name", #"{"master": "a.svg", "background": "sky blue"}"#, "invalid-value",
      "invalid value 'sky blue'"
    ),
    ("name in the config", #"{"master": "a.svg", "name": "X"}"#, "unknown-key", "unknown key 'name'"),
  ]

  @Test(arguments: hostileConfigs)
  func hostileConfigIsAFinding(_ label: String, _ icon: String, _ rule: String, _ prefix: String) {
    let (config, findings) = readConfig(icon)
    #expect(config != nil, "the config still comes back")
    let matching = findings.filter { $0.ruleID == rule }
    #expect(matching.count == 1, "\(label): \(findings)")
    #expect(matching.first?.message.hasPrefix(prefix) == true, "\(label): \(matching)")
  }

  /// (label, appIcon JSON in theme.json, rule, message prefix)
  static let hostileThemes: [(String, String, String, String)] = [
    ("bad name", #"{"name": "App Icon"}"#, "invalid-value", "invalid value 'App Icon'"),
    ("underscore name", #"{"name": "__"}"#, "invalid-value", "invalid value '__'"),
    ("name of another type", #"{"name": ["a"]}"#, "wrong-type", ""),
    (
      "unknown layer", #"{"layers": {"glyph": "g.svg", "shadow": "s.svg"}}"#, "unknown-key",
      "unknown key 'shadow'"
    ),
  ]

  @Test(arguments: hostileThemes)
  func hostileThemeIconIsAFinding(_ label: String, _ icon: String, _ rule: String, _ prefix: String) {
    let (settings, findings) = readTheme(icon)
    #expect(settings != nil)
    let matching = findings.filter { $0.ruleID == rule }
    #expect(matching.count == 1, "\(label): \(findings)")
    #expect(matching.first?.message.hasPrefix(prefix) == true, "\(label): \(matching)")
  }

  @Test func aThemeMayGiveNoArtwork() {
    let (settings, findings) = readTheme(#"{"background": "color"}"#)
    #expect(findings.isEmpty, "\(findings)")
    #expect(settings?.appIcon == AppIconSpec(background: "color"))
  }
}
