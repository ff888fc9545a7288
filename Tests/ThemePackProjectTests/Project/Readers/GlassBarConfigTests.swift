import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// `"navigationBar": {"glass": …}` in themepack.json: the bar's Liquid Glass form, its
/// defaults (the theme colour, a 20% glass tint), hostile values refused with one finding
/// each, and the colours it resolves to in the four appearances.
@Suite("themepack.json: the navigation bar's glass form")
struct GlassBarConfigTests {
  private func read(_ members: String) -> (config: ProjectConfig?, findings: [Finding]) {
    let text =
      #"{"packageName": "test.themes", "assets": {"bar": {"source": "master", "tint": "template"}}, "#
      + members + "}"
    return ProjectConfigReader.read(
      Array(text.utf8), file: "Assets/themepack.json", basePath: "Assets/Base", base: nil)
  }

  struct GoodCase: Sendable, CustomTestStringConvertible {
    var label: String
    var members: String
    var asset: String?
    var glass: GlassBarSpec?
    var testDescription: String { label }
  }

  static let goodCases: [GoodCase] = [
    GoodCase(label: "image bar only", members: #""navigationBar": "bar""#, asset: "bar", glass: nil),
    GoodCase(
      label: "glass true", members: #""navigationBar": {"glass": true}"#, asset: nil, glass: GlassBarSpec()),
    GoodCase(
      label: "glass false with an image", members: #""navigationBar": {"asset": "bar", "glass": false}"#,
      asset: "bar", glass: nil),
    GoodCase(
      label: "both forms, every field",
      members:
        #""navigationBar": {"asset": "bar", "glass": {"titleColor": "onColor", "tint": "accent", "#
        + #""glassTint": "color", "glassTintOpacity": 0.35}}"#, asset: "bar",
      glass: GlassBarSpec(titleColor: "onColor", tint: "accent", glassTint: "color", glassTintOpacity: 0.35)),
    GoodCase(
      label: "glass with one field", members: #""navigationBar": {"glass": {"tint": "accent"}}"#, asset: nil,
      glass: GlassBarSpec(tint: "accent")),
  ]

  @Test(arguments: goodCases)
  func goodValuesAreRead(_ good: GoodCase) throws {
    let (config, findings) = read(good.members)
    #expect(findings.isEmpty, "\(findings)")
    let read = try #require(config)
    #expect(read.navigationBar == good.asset)
    #expect(read.navigationBarGlass == good.glass)
  }

  @Test func theDefaultsAreTheThemeColourAndAFifthOpaqueTint() {
    let spec = GlassBarSpec()
    #expect(spec.titleColor == nil && spec.tint == "color" && spec.glassTint == "color")
    #expect(spec.glassTintOpacity == 0.2)
    #expect(spec.colorNames == ["color"])
    #expect(GlassBarSpec(titleColor: "ink", tint: "ink").colorNames == ["ink", "color"])
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
      label: "glass is a string", members: #""navigationBar": {"glass": "yes"}"#, rule: "wrong-type",
      message: "'glass' in the config's 'navigationBar' must be true, false or an object, not a string"),
    BadCase(
      label: "glass false and no asset",
      members: #""navigationBar": {"glass": false, "titleColor": "color"}"#,
      rule: "missing-field", message: "the config's 'navigationBar' lacks required key 'asset'"),
    BadCase(
      label: "unknown glass key", members: #""navigationBar": {"glass": {"tintColor": "color"}}"#,
      rule: "unknown-key",
      message: "unknown key 'tintColor' in the config's 'navigationBar.glass' is ignored"),
    BadCase(
      label: "tint with a path", members: #""navigationBar": {"glass": {"tint": "../color"}}"#,
      rule: "invalid-value",
      message:
        "invalid value '../color' for 'tint' in the config's 'navigationBar.glass': "
        + "name 'color' or a colour of the themes' 'colors'"),
    BadCase(
      label: "title colour a number", members: #""navigationBar": {"glass": {"titleColor": 7}}"#,
      rule: "wrong-type",
      message: "'titleColor' in the config's 'navigationBar.glass' must be a string, not a number"),
    BadCase(
      label: "opacity above 1", members: #""navigationBar": {"glass": {"glassTintOpacity": 2.5}}"#,
      rule: "invalid-value",
      message:
        "invalid value '2.5' for 'glassTintOpacity' in the config's 'navigationBar.glass': use a number from 0 to 1"
    ),
    BadCase(
      label: "opacity negative", members: #""navigationBar": {"glass": {"glassTintOpacity": -0.1}}"#,
      rule: "invalid-value",
      message:
        "invalid value '-0.1' for 'glassTintOpacity' in the config's 'navigationBar.glass': use a number from 0 to 1"
    ),
    BadCase(
      label: "deeply nested glass",
      members: #""navigationBar": {"glass": "# + String(repeating: "[", count: 150)
        + String(repeating: "]", count: 150)
        + "}",
      rule: "wrong-type",
      message: "'glass' in the config's 'navigationBar' must be true, false or an object, not an array"),
  ]

  @Test(arguments: badCases)
  func badValuesAreReported(_ bad: BadCase) {
    let findings = read(bad.members).findings
    #expect(findings.map(\.ruleID) == [bad.rule], "\(findings)")
    #expect(findings.allSatisfy { $0.file == "Assets/themepack.json" })
    #expect(findings.first?.message == bad.message)
  }

  static let white = ThemeRGBA(red: 255, green: 255, blue: 255)
  static let backgrounds = GlassBarColors.systemBackgrounds(
    dark: ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E))

  @Test func theColoursResolveInEveryAppearanceWithTheOpacityApplied() throws {
    let blue = ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA)
    let lightBlue = ThemeRGBA(red: 0x8F, green: 0xC1, blue: 0xFF)
    let values = ["color": AppearanceValues { $0.isDark ? lightBlue : blue }]
    let spec = GlassBarSpec(titleColor: "color", glassTintOpacity: 0.5)
    let colors = try #require(GlassBarColors(spec, values: values, backgrounds: Self.backgrounds))
    #expect(colors.title.dark == lightBlue && colors.tint.lightHighContrast == blue)
    #expect(colors.glassTint.light.alpha == 128 && colors.glassTint.light.red == 0x22)
    let surface = colors.surface(over: AppearanceValues { _ in Self.white })
    #expect(surface.light == ThemeRGBA(red: 0x90, green: 0xB5, blue: 0xD4))
    let ratio = colors.titleContrast(over: AppearanceValues { _ in Self.white }).light
    #expect(abs(ratio - WCAGContrast.ratio(blue, surface.light)) < 1e-9)
    #expect(
      GlassBarColors(GlassBarSpec(tint: "accent"), values: values, backgrounds: Self.backgrounds) == nil)
  }

  /// A derived title is the theme colour's hue moved in tone until it reads on the glass; a
  /// theme colour that reads already is kept.
  @Test(arguments: ["#F1C40F", "#BDC3C7", "#226BAA", "#06200E", "#FFFFFF"])
  func aDerivedTitleReachesWhatTextNeedsInEveryAppearance(_ hex: String) throws {
    let color = try ColorParser.parse(hex)
    let values = ["color": AppearanceValues { _ in color }]
    let colors = try #require(GlassBarColors(GlassBarSpec(), values: values, backgrounds: Self.backgrounds))
    let ratios = colors.titleContrast(over: Self.backgrounds)
    for appearance in ThemeAppearance.allCases {
      #expect(ratios[appearance] >= ContrastNeed.text.minimum(in: appearance), "\(appearance)")
      let surface = colors.surface(over: Self.backgrounds)[appearance]
      if WCAGContrast.ratio(color, surface) >= ContrastNeed.text.minimum(in: appearance) {
        #expect(colors.title[appearance] == color, "kept when it reads already")
      }
    }
  }
}
