import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject

@Suite("keyPath: SwiftTheme key paths of colours and assets, checked and written")
struct KeyPathFieldTests {
  private func config(_ assets: String, extra: String = "") -> (ProjectConfig?, [Finding]) {
    let text = ##"{"packageName": "p", "scales": [1], "assets": {\##(assets)}\##(extra)}"##
    return ProjectConfigReader.read(
      Array(text.utf8), file: "themepack.json", basePath: "Base", base: ImageFolder(path: "Base", entries: [])
    )
  }

  private func theme(_ colors: String, config: ProjectConfig? = nil) -> (ThemeSettings?, [Finding]) {
    let text = ##"{"version": "1.0.0", "color": "#226BAA", "colors": {\##(colors)}}"##
    return ThemeSettingsReader.read(Array(text.utf8), file: "Themes/a/theme.json", theme: "a", config: config)
  }

  @Test func validKeyPathsAreKept() throws {
    let (read, findings) = config(
      ##""icon": {"keyPath": "SelectThemeCell.iconImage"}, "bar": {}"##,
      extra: ##", "colorKeyPath": "Global.barTintColor""##)
    #expect(findings.isEmpty, "\(findings)")
    let project = try #require(read)
    #expect(project.colorKeyPath == "Global.barTintColor")
    #expect(project.asset(named: "icon")?.keyPath == "SelectThemeCell.iconImage")
    #expect(project.asset(named: "bar")?.keyPath == nil)
    let (settings, themeFindings) = theme(
      ##""text": {"value": "#000000", "keyPath": "Global.textColor"}, "plain": "#FFFFFF""##, config: project)
    #expect(themeFindings.isEmpty, "\(themeFindings)")
    #expect(settings?.colorKeyPaths == ["text": "Global.textColor"])
  }

  /// (label, asset entries, extra top-level members, the message)
  static let badConfigs: [(String, String, String, String)] = [
    (
      "empty part", ##""icon": {"keyPath": "Global..icon"}"##, "",
      "invalid value 'Global..icon' for 'keyPath' in asset 'icon': a key path is identifiers joined by '.', with no empty part"
    ),
    (
      "not an identifier", ##""icon": {"keyPath": "Cell.icon-image"}"##, "",
      "invalid value 'Cell.icon-image' for 'keyPath' in asset 'icon': 'icon-image' is not an identifier: use letters, digits and '_', not starting with a digit"
    ),
    (
      "night tree", ##""icon": {"keyPath": "Night.icon"}"##, "",
      "invalid value 'Night.icon' for 'keyPath' in asset 'icon': 'Night.' holds the values of the other key paths in another appearance"
    ),
    (
      "high-contrast tree", ##""icon": {"keyPath": "NightHighContrast.icon"}"##, "",
      "invalid value 'NightHighContrast.icon' for 'keyPath' in asset 'icon': 'NightHighContrast.' holds the values of the other key paths in another appearance"
    ),
    (
      "cap insets tree", ##""icon": {"keyPath": "CapInsets.icon"}"##, "",
      "invalid value 'CapInsets.icon' for 'keyPath' in asset 'icon': 'CapInsets.' holds the cap insets of the resizable assets' key paths"
    ),
    (
      "wrong type", ##""icon": {"keyPath": 3}"##, "",
      "'keyPath' in asset 'icon' must be a string, not a number"
    ),
    (
      "two assets", ##""a": {"keyPath": "Cell.image"}, "b": {"keyPath": "Cell.image"}"##, "",
      "invalid value 'Cell.image' for 'keyPath' in asset 'b': it is also the key path of asset 'a'"
    ),
    (
      "the default of another asset", ##""a": {"keyPath": "Images.b"}, "b": {}"##, "",
      "invalid value 'Images.b' for 'keyPath' in asset 'a': it is also the key path of asset 'b'"
    ),
    (
      "the theme colour's", ##""a": {"keyPath": "Global.barTintColor"}"##,
      ##", "colorKeyPath": "Global.barTintColor""##,
      "invalid value 'Global.barTintColor' for 'keyPath' in asset 'a': it is also the key path of the theme colour"
    ),
    (
      "a prefix", ##""a": {"keyPath": "Global"}"##, "",
      "invalid value 'Global' for 'keyPath' in asset 'a': 'Global.themeColor' would be inside 'Global', the key path of this asset; choose another key path"
    ),
    (
      "bad colorKeyPath", ##""a": {}"##, ##", "colorKeyPath": "1st.color""##,
      "invalid value '1st.color' for 'colorKeyPath' in the config: '1st' is not an identifier: use letters, digits and '_', not starting with a digit"
    ),
  ]

  @Test(arguments: badConfigs)
  func badConfigKeyPathsAreErrors(label: String, assets: String, extra: String, message: String) {
    let (_, findings) = config(assets, extra: extra)
    let errors = findings.filter { $0.severity == .error }
    #expect(errors.map(\.message) == [message], "\(label)")
    #expect(errors.allSatisfy { $0.file == "themepack.json" && $0.line != nil }, "\(label)")
  }

  /// (label, colours, the message)
  static let badThemes: [(String, String, String)] = [
    (
      "two colours",
      ##""a": {"value": "#000000", "keyPath": "G.c"}, "b": {"value": "#000000", "keyPath": "G.c"}"##,
      "invalid value 'G.c' for 'keyPath' in colour 'b' of theme 'a': it is also the key path of colour 'a'"
    ),
    (
      "an asset's", ##""a": {"value": "#000000", "keyPath": "Cell.image"}"##,
      "invalid value 'Cell.image' for 'keyPath' in colour 'a' of theme 'a': it is also the key path of asset 'icon'"
    ),
    (
      "an asset's default", ##""a": {"value": "#000000", "keyPath": "Images.bar"}"##,
      "invalid value 'Images.bar' for 'keyPath' in colour 'a' of theme 'a': it is also the key path of asset 'bar'"
    ),
    (
      "another colour's default", ##""a": {"value": "#000000", "keyPath": "Colors.b"}, "b": "#FFFFFF""##,
      "invalid value 'Colors.b' for 'keyPath' in colour 'a' of theme 'a': it is also the key path of colour 'b'"
    ),
    (
      "inside the theme colour's", ##""a": {"value": "#000000", "keyPath": "Global.themeColor.x"}"##,
      "invalid value 'Global.themeColor.x' for 'keyPath' in colour 'a' of theme 'a': 'Global.themeColor.x' would be inside 'Global.themeColor', the key path of the theme colour; choose another key path"
    ),
    (
      "night", ##""a": {"value": "#000000", "keyPath": "Night.Global.textColor"}"##,
      "invalid value 'Night.Global.textColor' for 'keyPath' in colour 'a' of theme 'a': 'Night.' holds the values of the other key paths in another appearance"
    ),
  ]

  @Test(arguments: badThemes)
  func badColourKeyPathsAreErrors(label: String, colors: String, message: String) throws {
    let project = try #require(config(##""icon": {"keyPath": "Cell.image"}, "bar": {}"##).0)
    let (settings, findings) = theme(colors, config: project)
    let errors = findings.filter { $0.severity == .error }
    #expect(errors.map(\.message) == [message], "\(label)")
    #expect(errors.allSatisfy { $0.file == "Themes/a/theme.json" && $0.line != nil }, "\(label)")
    #expect(settings?.colorKeyPaths.values.contains { $0 == "Cell.image" } == false)
  }

  @Test func thePlistUsesTheGivenKeyPathsAndTheirNightCounterparts() throws {
    var theme = OutputLayoutTests.theme
    theme.extraColors["text"] = ThemeRGBA(red: 1, green: 2, blue: 3)
    theme.colorKeyPath = "Global.barTintColor"
    theme.colorKeyPaths = ["text": "Global.textColor"]
    theme.assetKeyPaths = ["navBar": "NavigationBar.backgroundImage"]
    let file = try SwiftThemeFile.file(for: theme)
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: Data(file.bytes), options: [], format: nil)
        as? [String: Any])
    func value(_ keyPath: String) -> String? {
      var node: Any? = plist
      for part in keyPath.split(separator: ".") { node = (node as? [String: Any])?[String(part)] }
      return node as? String
    }
    #expect(value("Global.barTintColor") == "#226BAA")
    #expect(value("Night.Global.barTintColor") == "#9ECAFF")
    #expect(value("Global.textColor") == "#010203")
    #expect(value("Night.Global.textColor") == "#010203")
    #expect(value("Colors.onColor") == "#FFFFFF")
    #expect(value("NavigationBar.backgroundImage") == "navBar.png")
    #expect(value("Night.NavigationBar.backgroundImage") == "navBar.dark@2x.png")
    #expect(value("Global.themeColor") == nil)
    #expect(value("Images.navBar") == nil)
    #expect(value("Colors.text") == nil)
  }
}
