import Testing
import ThemePackProject

/// Font key paths in the SwiftTheme key path check: a font's `keyPath` (or its default
/// `Fonts.<name>`) equal to, inside or around a colour's, an asset's or another font's is an
/// error naming the file and both owners, in themepack.json and in theme.json; a theme font
/// replacing the project's of its name is not a collision.
@Suite("keyPath collisions: fonts against colours, assets and fonts, across config and theme")
struct KeyPathCollisionTests {
  private static let base = ImageFolder(path: "Base", entries: [])

  private func config(_ members: String) -> (ProjectConfig?, [Finding]) {
    let text = ##"{"packageName": "p", "scales": [1], \##(members)}"##
    return ProjectConfigReader.read(
      Array(text.utf8), file: "themepack.json", basePath: "Base", base: Self.base)
  }

  private static func font(_ keyPath: String?) -> String {
    ##"{"family": "A", "size": 17"## + (keyPath.map { ##", "keyPath": "\##($0)""## } ?? "") + "}"
  }

  /// (label, themepack.json members, the one error)
  static let badConfigs: [(String, String, String)] = [
    (
      "font = theme colour", ##""assets": {"bar": {}}, "fonts": {"title": \##(font("Global.themeColor"))}"##,
      "invalid value 'Global.themeColor' for 'keyPath' in font 'title' of the config: it is also the key path of the theme colour"
    ),
    (
      "font = asset",
      ##""assets": {"icon": {"keyPath": "Cell.image"}}, "fonts": {"title": \##(font("Cell.image"))}"##,
      "invalid value 'Cell.image' for 'keyPath' in font 'title' of the config: it is also the key path of asset 'icon'"
    ),
    (
      "font = asset default", ##""assets": {"bar": {}}, "fonts": {"title": \##(font("Images.bar"))}"##,
      "invalid value 'Images.bar' for 'keyPath' in font 'title' of the config: it is also the key path of asset 'bar'"
    ),
    (
      "font around asset",
      ##""assets": {"icon": {"keyPath": "Cell.image"}}, "fonts": {"title": \##(font("Cell"))}"##,
      "invalid value 'Cell' for 'keyPath' in font 'title' of the config: 'Cell.image' would be inside 'Cell', the key path of this font; choose another key path"
    ),
    (
      "font inside asset",
      ##""assets": {"icon": {"keyPath": "Cell.image"}}, "fonts": {"title": \##(font("Cell.image.font"))}"##,
      "invalid value 'Cell.image.font' for 'keyPath' in font 'title' of the config: 'Cell.image.font' would be inside 'Cell.image', the key path of asset 'icon'; choose another key path"
    ),
    (
      "font = font",
      ##""assets": {"bar": {}}, "fonts": {"title": \##(font("G.f")), "body": \##(font("G.f"))}"##,
      "invalid value 'G.f' for 'keyPath' in font 'title' of the config: it is also the key path of font 'body'"
    ),
    (
      "font = font default",
      ##""assets": {"bar": {}}, "fonts": {"a": \##(font("Fonts.b")), "b": \##(font(nil))}"##,
      "invalid value 'Fonts.b' for 'keyPath' in font 'a' of the config: it is also the key path of font 'b'"
    ),
    (
      "asset = font default",
      ##""assets": {"icon": {"keyPath": "Fonts.title"}}, "fonts": {"title": \##(font(nil))}"##,
      "invalid value 'Fonts.title' for 'keyPath' in asset 'icon': it is also the key path of font 'title'"
    ),
    (
      "asset around the theme colour", ##""assets": {"a": {"keyPath": "Global"}}"##,
      "invalid value 'Global' for 'keyPath' in asset 'a': 'Global.themeColor' would be inside 'Global', the key path of this asset; choose another key path"
    ),
    (
      "colorKeyPath = font default",
      ##""assets": {"bar": {}}, "colorKeyPath": "Fonts.title", "fonts": {"title": \##(font(nil))}"##,
      "invalid value 'Fonts.title' for 'colorKeyPath' in the config: it is also the key path of font 'title'"
    ),
    (
      "colorKeyPath inside asset default", ##""assets": {"bar": {}}, "colorKeyPath": "Images.bar.tint""##,
      "invalid value 'Images.bar.tint' for 'colorKeyPath' in the config: 'Images.bar.tint' would be inside 'Images.bar', the key path of asset 'bar'; choose another key path"
    ),
  ]

  @Test(arguments: badConfigs)
  func configCollisionsAreOneError(label: String, members: String, message: String) {
    let (read, findings) = config(members)
    let errors = findings.filter { $0.severity == .error }
    #expect(errors.map(\.message) == [message], "\(label)")
    #expect(errors.allSatisfy { $0.file == "themepack.json" && $0.line != nil }, "\(label)")
    #expect(read != nil)
  }

  /// The config the theme cases are read against: assets `icon` (`Cell.image`), `logo`
  /// (`Colors.plain`) and `bar` (default), fonts `title` (`Cell.titleFont`), `body`
  /// (default) and `small` (`Fonts.caption`).
  private func themeConfig() throws -> ProjectConfig {
    let (read, findings) = config(
      ##""assets": {"icon": {"keyPath": "Cell.image"}, "logo": {"keyPath": "Colors.plain"}, "bar": {}}, "##
        + ##""fonts": {"title": \##(Self.font("Cell.titleFont")), "body": \##(Self.font(nil)), "##
        + ##""small": \##(Self.font("Fonts.caption"))}"##)
    #expect(findings.isEmpty, "\(findings)")
    return try #require(read)
  }

  private func theme(_ members: String, config: ProjectConfig) -> (ThemeSettings?, [Finding]) {
    let text = ##"{"version": "1.0.0", "color": "#226BAA"\##(members)}"##
    return ThemeSettingsReader.read(Array(text.utf8), file: "Themes/a/theme.json", theme: "a", config: config)
  }

  /// (label, theme.json members after the colour, the one error)
  static let badThemes: [(String, String, String)] = [
    (
      "colour = project font", ##", "colors": {"c": {"value": "#000000", "keyPath": "Cell.titleFont"}}"##,
      "invalid value 'Cell.titleFont' for 'keyPath' in colour 'c' of theme 'a': it is also the key path of font 'title' of the config"
    ),
    (
      "colour = project font default", ##", "colors": {"c": {"value": "#000000", "keyPath": "Fonts.body"}}"##,
      "invalid value 'Fonts.body' for 'keyPath' in colour 'c' of theme 'a': it is also the key path of font 'body' of the config"
    ),
    (
      "font = colour",
      ##", "colors": {"c": {"value": "#000000", "keyPath": "G.c"}}, "fonts": {"f": \##(font("G.c"))}"##,
      "invalid value 'G.c' for 'keyPath' in font 'f' of theme 'a': it is also the key path of colour 'c'"
    ),
    (
      "font = theme colour", ##", "fonts": {"f": \##(font("Global.themeColor"))}"##,
      "invalid value 'Global.themeColor' for 'keyPath' in font 'f' of theme 'a': it is also the key path of the theme colour"
    ),
    (
      "font = asset", ##", "fonts": {"f": \##(font("Cell.image"))}"##,
      "invalid value 'Cell.image' for 'keyPath' in font 'f' of theme 'a': it is also the key path of asset 'icon'"
    ),
    (
      "font inside colour default",
      ##", "colors": {"b": "#FFFFFF"}, "fonts": {"f": \##(font("Colors.b.font"))}"##,
      "invalid value 'Colors.b.font' for 'keyPath' in font 'f' of theme 'a': 'Colors.b.font' would be inside 'Colors.b', the key path of colour 'b'; choose another key path"
    ),
    (
      "theme font = another project font", ##", "fonts": {"f": \##(font("Cell.titleFont"))}"##,
      "invalid value 'Cell.titleFont' for 'keyPath' in font 'f' of theme 'a': it is also the key path of font 'title' of the config"
    ),
    (
      "theme font = theme font", ##", "fonts": {"f": \##(font("G.f")), "g": \##(font("G.f"))}"##,
      "invalid value 'G.f' for 'keyPath' in font 'g' of theme 'a': it is also the key path of font 'f'"
    ),
    (
      "colour default taken by an asset", ##", "colors": {"plain": "#FFFFFF"}"##,
      "colour 'plain' of theme 'a' would be written under its default key path 'Colors.plain': it is also the key path of asset 'logo'; give it a 'keyPath'"
    ),
    (
      "font default taken by a project font", ##", "fonts": {"caption": \##(font(nil))}"##,
      "font 'caption' of theme 'a' would be written under its default key path 'Fonts.caption': it is also the key path of font 'small' of the config; give it a 'keyPath'"
    ),
  ]

  @Test(arguments: badThemes)
  func themeCollisionsAreOneError(label: String, members: String, message: String) throws {
    let (settings, findings) = theme(members, config: try themeConfig())
    let errors = findings.filter { $0.severity == .error }
    #expect(errors.map(\.message) == [message], "\(label)")
    #expect(errors.allSatisfy { $0.file == "Themes/a/theme.json" && $0.line != nil }, "\(label)")
    #expect(settings != nil)
  }

  /// (label, theme.json members after the colour)
  static let fineThemes: [(String, String)] = [
    ("override with the same key path", ##", "fonts": {"title": \##(font("Cell.titleFont"))}"##),
    ("override with another key path", ##", "fonts": {"title": \##(font("Cell.otherFont"))}"##),
    ("override keeping the default", ##", "fonts": {"body": \##(font(nil))}"##),
    (
      "an override frees its key path",
      ##", "fonts": {"title": \##(font(nil)), "f": \##(font("Cell.titleFont"))}"##
    ),
    (
      "siblings",
      ##", "colors": {"c": {"value": "#000000", "keyPath": "Global.textColor"}}, "##
        + ##""fonts": {"f": \##(font("Global.textFont"))}"##
    ),
  ]

  @Test(arguments: fineThemes)
  func themeOverridesThatAreFine(label: String, members: String) throws {
    let (settings, findings) = theme(members, config: try themeConfig())
    #expect(findings.isEmpty, "\(label): \(findings.map(\.message))")
    for (name, font) in settings?.fonts ?? [:]
    where members.contains(##""\##(name)": {"family": "A", "size": 17, "keyPath""##) {
      #expect(font.keyPath != nil, "\(label): font '\(name)' keeps its key path")
    }
  }

  @Test func aCollidingFontKeepsNoKeyPath() throws {
    let (settings, _) = theme(##", "fonts": {"f": \##(Self.font("Cell.image"))}"##, config: try themeConfig())
    #expect(settings?.fonts["f"]?.keyPath == nil)
    let (read, _) = config(##""assets": {"bar": {}}, "fonts": {"title": \##(Self.font("Images.bar"))}"##)
    #expect(read?.fonts["title"]?.keyPath == nil)
  }

  /// Key paths that pairwise `SwiftThemeKeyPath.collide` decides; the set must agree.
  @Test func theSetAgreesWithThePairwiseRule() {
    let keyPaths = [
      "A", "A.b", "A.b.c", "A.bc", "Ab", "A.b.c.d", "B.a", "B", "A.c", "A.b", "C.d.e", "C.d", "Cd.e",
    ]
    var set = SwiftThemeKeyPathSet()
    var added: [String] = []
    for keyPath in keyPaths {
      let expected = added.first { SwiftThemeKeyPath.collide($0, keyPath) }
      let clash = set.insert(keyPath, owner: keyPath)
      #expect((clash == nil) == (expected == nil), "\(keyPath): \(String(describing: clash))")
      if clash == nil { added.append(keyPath) }
    }
    #expect(added == ["A", "Ab", "B.a", "C.d.e", "Cd.e"])
  }
}
