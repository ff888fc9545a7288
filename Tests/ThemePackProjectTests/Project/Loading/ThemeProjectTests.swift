import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackToolTestSupport

@Suite("ThemeProject: loading the project model the build uses")
struct ThemeProjectTests {
  /// A project with a master, a per-theme asset, an explicit dark master, an override and
  /// both colour spellings.
  private func makeProject() throws -> LintFixture {
    let fixture = try LintFixture()
    try fixture.write(
      """
      {
        "packageName": "com.example.themes",
        "scales": [3, 1],
        "dark": {"background": "#000000", "minimumContrast": 4.5},
        "colorDrift": {"metric": "oklab"},
        "assets": {
          "nav": {"slice": {"capInsets": {"bottom": 1, "right": 1}, "center": "stretch"}},
          "logo": {"tint": {"mode": "none"}, "dark": "explicitFile"},
          "flag": {"source": "perTheme", "themeColored": true},
          "icon": {"tint": "multiply", "dark": "invert"}
        }
      }
      """, to: "themepack.json")
    for name in ["nav", "logo", "logo.dark"] {
      try fixture.writePNG(LintFixture.square(6, .white), to: "Base/\(name)@3x.png")
    }
    try fixture.writePNG(LintFixture.square(2, .white), to: "Base/nav.png")
    try fixture.write(
      "{\"version\": \"2.1.0-beta.1\", \"color\": \"34,107,170\", \"darkColor\": \"#8AB4F8CC\", "
        + "\"colors\": {\"text\": \"#FFFFFF\"}}",
      to: "Themes/b/theme.json")
    for theme in ["a", "b"] {
      try fixture.writePNG(LintFixture.square(6, .white), to: "Themes/\(theme)/flag@3x.png")
    }
    try fixture.writePNG(LintFixture.square(6, .white), to: "Themes/b/nav@3x.png")
    try fixture.writePNG(LintFixture.square(6, .white), to: "Themes/b/logo.dark@3x.png")
    return fixture
  }

  @Test func loadsConfigThemesAndFiles() throws {
    let fixture = try makeProject()
    let result = ThemeProject.load(assetsPath: fixture.assets + "/")
    #expect(result.findings == [])
    let project = try #require(result.project)
    #expect(project.assetsPath == fixture.assets)
    #expect(project.layout == .project)
    let config = project.config
    #expect(config.packageName == "com.example.themes")
    #expect(config.scales == [1, 3])
    #expect(config.highestScale == 3)
    #expect(
      config.dark == DarkSettings(background: ThemeRGBA(red: 0, green: 0, blue: 0), minimumContrast: 4.5))
    #expect(config.driftMetric == .oklab)
    #expect(config.driftThreshold == 0.03)
    #expect(config.assets.map(\.name) == ["flag", "icon", "logo", "nav"])
    #expect(
      config.assets[0]
        == AssetSpec(name: "flag", source: .perTheme, tint: .none, dark: .same, themeColored: true))
    #expect(
      config.assets[1]
        == AssetSpec(
          name: "icon", source: .master(fixture.path("Base/icon@3x.png")), tint: .multiply, dark: .invert,
          themeColored: true))
    #expect(
      config.assets[2]
        == AssetSpec(
          name: "logo", source: .master(fixture.path("Base/logo@3x.png")), tint: .none, dark: .explicitFile,
          themeColored: false))
    #expect(
      config.assets[3]
        == AssetSpec(
          name: "nav", source: .master(fixture.path("Base/nav@3x.png")), tint: .template,
          slice: SliceSpec(insets: SliceInsets(top: 0, left: 0, bottom: 1, right: 1), center: .stretch),
          dark: .retint, themeColored: true))

    #expect(project.themes.map(\.name) == ["a", "b"])
    let b = project.themes[1]
    #expect(b.folderPath == fixture.path("Themes/b"))
    #expect(b.version == SemanticVersion(major: 2, minor: 1, patch: 0, preRelease: ["beta", "1"]))
    #expect(b.color == ThemeRGBA(red: 34, green: 107, blue: 170))
    #expect(b.darkColor == ThemeRGBA(red: 0x8A, green: 0xB4, blue: 0xF8, alpha: 0xCC))
    #expect(b.extraColors == ["text": ThemeRGBA(red: 255, green: 255, blue: 255)])
    #expect(
      b.overrides == [
        "flag": [3: fixture.path("Themes/b/flag@3x.png")], "nav": [3: fixture.path("Themes/b/nav@3x.png")],
      ])
    #expect(b.darkFiles == ["logo": [3: fixture.path("Themes/b/logo.dark@3x.png")]])
    #expect(
      project.base.images["nav"] == [1: fixture.path("Base/nav.png"), 3: fixture.path("Base/nav@3x.png")])
  }

  @Test func resolvesSourcesForTheBuild() throws {
    let fixture = try makeProject()
    let project = try #require(ThemeProject.load(assetsPath: fixture.assets).project)
    let a = project.themes[0]
    let b = project.themes[1]
    let nav = try #require(project.config.asset(named: "nav"))
    let logo = try #require(project.config.asset(named: "logo"))
    let flag = try #require(project.config.asset(named: "flag"))
    #expect(
      project.lightSource(of: nav, in: a)
        == ResolvedImage(path: fixture.path("Base/nav@3x.png"), scale: 3, origin: .master))
    #expect(
      project.lightSource(of: nav, in: b)
        == ResolvedImage(path: fixture.path("Themes/b/nav@3x.png"), scale: 3, origin: .theme))
    #expect(
      project.lightSource(of: flag, in: a)
        == ResolvedImage(path: fixture.path("Themes/a/flag@3x.png"), scale: 3, origin: .theme))
    #expect(
      project.darkSource(of: logo, in: a)
        == ResolvedImage(path: fixture.path("Base/logo.dark@3x.png"), scale: 3, origin: .master))
    #expect(
      project.darkSource(of: logo, in: b)
        == ResolvedImage(path: fixture.path("Themes/b/logo.dark@3x.png"), scale: 3, origin: .theme))
    #expect(project.darkSource(of: nav, in: a) == nil)
    #expect(project.darkColor(of: b) == ThemeRGBA(red: 0x8A, green: 0xB4, blue: 0xF8, alpha: 0xCC))
    let derived = DarkColor.derive(
      from: a.color, background: ThemeRGBA(red: 0, green: 0, blue: 0), minimumContrast: 4.5)
    #expect(project.darkColor(of: a) == derived.color)
  }

  @Test func themesSortByName() throws {
    let fixture = try LintFixture()
    for name in ["zeta", "Alpha", "mid"] { try fixture.writeTheme(name, color: "#10\(name.count)020") }
    let project = try #require(ThemeProject.load(assetsPath: fixture.assets).project)
    #expect(project.themes.map(\.name) == ["Alpha", "a", "b", "mid", "zeta"])
  }

  @Test func plainFolderImpliesAConfig() throws {
    let fixture = try LintFixture(empty: true)
    try fixture.writePNG(LintFixture.square(2, .white), to: "blue/themeColor.png")
    try fixture.writePNG(LintFixture.square(4, .white), to: "blue/searchBtn@2x.png")
    try fixture.writePNG(LintFixture.square(2, .white), to: "silver/themeColor.png")
    let result = ThemeProject.load(assetsPath: fixture.assets)
    #expect(result.survey.layout == .plainFolder)
    #expect(result.project == nil, "themes without theme.json have no colour to build with")
    let config = try #require(result.survey.config)
    #expect(config.assets.map(\.name) == ["searchBtn", "themeColor"])
    #expect(config.assets.allSatisfy { $0.source == .perTheme && $0.tint == .none })
    #expect(config.scales == [1, 2])
    #expect(result.survey.themes.map(\.name) == ["blue", "silver"])
  }

  @Test func plainFolderWithThemeFilesIsBuildable() throws {
    let fixture = try LintFixture(empty: true)
    for (name, color) in [("blue", "34,107,170"), ("silver", "189,195,199")] {
      try fixture.writePNG(LintFixture.square(2, .white), to: "\(name)/themeColor.png")
      try fixture.write("{\"version\": \"1.0.0\", \"color\": \"\(color)\"}", to: "\(name)/theme.json")
    }
    let project = try #require(ThemeProject.load(assetsPath: fixture.assets).project)
    #expect(project.layout == .plainFolder)
    #expect(
      project.themes.map(\.color) == [
        ThemeRGBA(red: 34, green: 107, blue: 170), ThemeRGBA(red: 189, green: 195, blue: 199),
      ])
  }

  @Test func configErrorsMakeTheProjectUnusableButKeepTheSurvey() throws {
    let fixture = try LintFixture()
    try fixture.write(
      "{\"packageName\": \"t\", \"assets\": {\"icon\": {\"tint\": \"glow\"}}}", to: "themepack.json")
    let result = ThemeProject.load(assetsPath: fixture.assets)
    #expect(result.project == nil)
    #expect(result.findings.map(\.ruleID) == ["invalid-value"])
    #expect(result.survey.themes.map(\.name) == ["a", "b"])
    #expect(result.survey.config?.assets.map(\.name) == ["icon"])
  }

  @Test func parallelAndSerialLintGiveTheSameReport() throws {
    let fixture = try LintFixture()
    for index in 0..<12 {
      try fixture.writeTheme("t\(index)", color: "#0000\(String(format: "%02X", index * 9))")
      try fixture.writePNG(
        LintFixture.square(index % 3 == 0 ? 9 : 6, .white), to: "Themes/t\(index)/icon@3x.png")
      try fixture.write([0], to: "Themes/t\(index)/.DS_Store")
    }
    let parallel = fixture.lint(parallel: true)
    let serial = fixture.lint(parallel: false)
    #expect(parallel.findings == serial.findings)
    #expect(parallel.findings.count > 12)
    #expect(fixture.lint(parallel: true) == parallel)
  }
}
