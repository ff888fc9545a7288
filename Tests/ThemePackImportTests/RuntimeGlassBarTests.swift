import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

@testable import ThemePackImport

/// `init` of runtime folders gives back the glass form that built their manifests: the
/// colour names, the opacity, a derived title left out; nothing (with a note) when the
/// manifests' colours come from no colour of the themes or only some themes have a glass bar.
@Suite("init: the glass navigation bar back from runtime manifests")
struct RuntimeGlassBarTests {
  static let backgrounds = GlassBarColors.systemBackgrounds(dark: DarkSettings.default.background)

  /// A theme `name` with colour `color` and extra colour `ink`, its manifest's bar built from `spec`.
  static func theme(_ name: String, color: String, ink: String, spec: GlassBarSpec?) throws -> RuntimeTheme {
    func pair(_ hex: String) throws -> AppearanceValues<ThemeRGBA> {
      let value = try ColorParser.parse(hex)
      return AppearanceValues { _ in value }
    }
    var manifest = RuntimeManifest(
      name: name, version: "1.0.0", color: try pair(color), extraColors: ["ink": try pair(ink)])
    if let spec {
      let values = [
        "color": AppearanceValues { _ in try! ColorParser.parse(color) },
        "ink": AppearanceValues { _ in try! ColorParser.parse(ink) },
      ]
      let colors = try #require(GlassBarColors(spec, values: values, backgrounds: backgrounds))
      manifest.navigationBar = RuntimeManifest.NavigationBar(glass: RuntimeManifest.Glass(colors))
    }
    return RuntimeTheme(
      manifest: manifest, source: SourceTheme(name: name, path: "/x/" + name, images: [:]), plist: nil)
  }

  @Test(arguments: [
    GlassBarSpec(),
    GlassBarSpec(titleColor: "ink"),
    GlassBarSpec(tint: "ink", glassTintOpacity: 0.35),
    GlassBarSpec(titleColor: "color", glassTint: "ink", glassTintOpacity: 1),
  ])
  func theFormThatBuiltTheManifestsComesBack(_ spec: GlassBarSpec) throws {
    let themes = [
      try Self.theme("a", color: "#CC3333", ink: "#101010", spec: spec),
      try Self.theme("b", color: "#3366CC", ink: "#202020", spec: spec),
    ]
    var notes: [String] = []
    #expect(RuntimeGlassBar.recover(themes, notes: &notes) == RuntimeGlassBar.json(spec))
    #expect(notes.isEmpty)
  }

  @Test func onlySomeThemesWithAGlassBarGiveNoneAndANote() throws {
    let themes = [
      try Self.theme("a", color: "#CC3333", ink: "#101010", spec: GlassBarSpec()),
      try Self.theme("b", color: "#3366CC", ink: "#202020", spec: nil),
    ]
    var notes: [String] = []
    #expect(RuntimeGlassBar.recover(themes, notes: &notes) == nil)
    #expect(notes == ["only some themes have a glass navigation bar: it is left out"])
  }

  @Test func coloursOfNoThemeColourGiveNoneAndANote() throws {
    var theme = try Self.theme("a", color: "#CC3333", ink: "#101010", spec: GlassBarSpec())
    theme.manifest.navigationBar?.glass?.tint = AppearanceValues { _ in ThemeRGBA(red: 1, green: 2, blue: 3) }
    var notes: [String] = []
    #expect(RuntimeGlassBar.recover([theme], notes: &notes) == nil)
    #expect(notes == ["the glass navigation bar's colours are no colours of the themes: it is left out"])
  }
}
