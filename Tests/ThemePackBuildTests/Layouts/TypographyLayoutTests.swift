import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

@Suite("fonts and components in the manifest, the SwiftTheme plist and the design tokens")
struct TypographyLayoutTests {
  /// The layout tests' theme with two fonts (one with every field) and one component.
  static var theme: BuiltTheme {
    var theme = OutputLayoutTests.theme
    theme.fonts = [
      "title": FontSpec(
        family: "PingFangSC-Semibold", size: 17, weight: .semibold, textStyle: .headline,
        keyPath: "Global.titleFont"),
      "body": FontSpec(family: "PingFangSC-Regular", size: 15.5),
      "caption": FontSpec(
        family: "Comfortaa-Bold", size: 12, weight: .bold, lineHeight: 1.45, letterSpacing: -0.25),
    ]
    theme.components = [
      "alertView": ComponentSpec(roles: [
        "title": ComponentRole(color: "onColor", font: "title"),
        "confirmButton": ComponentRole(color: "color", font: "body"),
        "message": ComponentRole(font: "body"),
      ])
    ]
    return theme
  }

  @Test func theManifestCarriesFontsAndComponentsAndReadsBack() throws {
    let files = try RuntimeThemeLayout().descriptionFiles(of: Self.theme)
    Golden.expect(files[0].bytes, matches: "Manifest/typography.manifest.json")
    let manifest = try RuntimeManifest.parse(files[0].bytes)
    #expect(
      manifest.fonts["title"]
        == FontSpec(family: "PingFangSC-Semibold", size: 17, weight: .semibold, textStyle: .headline))
    #expect(
      manifest.fonts
        == Self.theme.fonts.mapValues { font in
          var font = font
          font.keyPath = nil
          return font
        })
    #expect(manifest.components["alertView"]?["title"] == ComponentRole(color: "onColor", font: "title"))
    let validator = try JSONSchemaValidator(contentsOf: ThemeManifestTests.schemaPath)
    #expect(validator.errors(in: try JSONDocument.parseValue(files[0].bytes)) == [])
  }

  @Test func aManifestWithoutFontsKeepsItsBytes() throws {
    let text = String(
      decoding: try RuntimeThemeLayout().descriptionFiles(of: OutputLayoutTests.theme)[0].bytes, as: UTF8.self
    )
    #expect(!text.contains("fonts"))
    #expect(!text.contains("components"))
  }

  /// (label, manifest members replacing the typography ones, message)
  static let hostileManifests: [(String, String, String)] = [
    (
      "role naming a missing colour", #""components": {"a": {"t": {"color": "nope"}}}"#,
      "no colour 'nope' in this manifest"
    ),
    (
      "role naming a missing font", #""components": {"a": {"t": {"font": "nope"}}}"#,
      "no font 'nope' in this manifest"
    ),
    ("empty role", #""components": {"a": {"t": {}}}"#, "expected 'color', 'font' or both"),
    ("negative size", #""fonts": {"f": {"family": "A", "size": -1}}"#, "expected a size in points above 0"),
    (
      "unknown weight", #""fonts": {"f": {"family": "A", "size": 1, "weight": "fat"}}"#,
      "expected 'ultraLight'"
    ),
    (
      "unknown font key", #""fonts": {"f": {"family": "A", "size": 1, "keyPath": "X"}}"#,
      "unknown key 'keyPath'"
    ),
    (
      "family with a comma", #""fonts": {"f": {"family": "A,B", "size": 1}}"#,
      "a font family name cannot hold ','"
    ),
    ("fonts as an array", #""fonts": []"#, "expected an object"),
    (
      "line height zero", #""fonts": {"f": {"family": "A", "size": 1, "lineHeight": 0}}"#,
      "a line height is a multiple of the size"
    ),
    (
      "line height a string", #""fonts": {"f": {"family": "A", "size": 1, "lineHeight": "1.2"}}"#,
      "expected a number"
    ),
    (
      "letter spacing huge", #""fonts": {"f": {"family": "A", "size": 1, "letterSpacing": 1e6}}"#,
      "a letter spacing is points, at most 100"
    ),
    (
      "letter spacing null", #""fonts": {"f": {"family": "A", "size": 1, "letterSpacing": null}}"#,
      "expected a number"
    ),
  ]

  @Test(arguments: hostileManifests)
  func hostileTypographyInAManifestIsRefused(label: String, members: String, message: String) throws {
    let text = """
      {"formatVersion": 2, "name": "blue", "version": "1.0.0", "generator": "t",
       "color": {"light": "#226BAA", "dark": "#9ECAFF", "highContrast": "#226BAA", "darkHighContrast": "#9ECAFF"},
       "extraColors": {}, "assets": {}, \(members)}
      """
    #expect(throws: RuntimeManifestError.self, "\(label)") { try RuntimeManifest.parse(Array(text.utf8)) }
    do {
      _ = try RuntimeManifest.parse(Array(text.utf8))
    } catch {
      #expect(error.description.contains(message), "\(label): \(error.description)")
    }
  }

  @Test func thePlistWritesFontsAsNameCommaSizeUnderKeyPaths() throws {
    let file = try SwiftThemeFile.file(for: Self.theme)
    Golden.expect(file.bytes, matches: "SwiftTheme/typography.plist")
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: Data(file.bytes), options: [], format: nil)
        as? [String: Any])
    func value(_ keyPath: String) -> String? {
      var node: Any? = plist
      for part in keyPath.split(separator: ".") { node = (node as? [String: Any])?[String(part)] }
      return node as? String
    }
    #expect(value("Global.titleFont") == "PingFangSC-Semibold,17")
    #expect(value("Fonts.body") == "PingFangSC-Regular,15.5")
    #expect(value("Night.Fonts.body") == "PingFangSC-Regular,15.5")
    #expect(value("Components.alertView.title.color") == "#FFFFFF")
    #expect(value("Components.alertView.confirmButton.color") == "#226BAA")
    #expect(value("Night.Components.alertView.confirmButton.color") == "#9ECAFF")
    #expect(value("Components.alertView.title.font") == "PingFangSC-Semibold,17")
    #expect(value("Components.alertView.message.color") == nil)
  }

  @Test func aFontKeyPathCollidingWithAColourIsRefused() throws {
    var theme = Self.theme
    theme.fonts["title"]?.keyPath = "Global.themeColor"
    #expect(throws: BuildError.self) { try SwiftThemeFile.file(for: theme) }
  }

  @Test func theTokensHoldTypographyAndComponentAliases() throws {
    let bytes = JSONWriter().bytes(DesignTokensLayout.document(for: Self.theme))
    Golden.expect(bytes, matches: "Tokens/typography.tokens.json")
    let validator = try #require(DesignTokensLayoutTests.validator)
    #expect(validator.errors(in: try JSONDocument.parseValue(bytes)) == [])
    let document = DesignTokensLayout.document(for: Self.theme)
    #expect(document["fontWeight"]?["title"]?["$value"] == .integer(600))
    #expect(document["fontWeight"]?["body"] == nil)
    #expect(document["typography"]?["body"]?["$value"]?["fontWeight"] == .integer(400))
    #expect(
      document["component"]?["alertView"]?["confirmButton"]?["color"]?["$value"] == .string("{color.theme}"))
    // Every alias resolves to a token of the document.
    for (_, component) in document["component"]?.objectValue ?? [:] {
      for (_, role) in component.objectValue ?? [:] {
        for (_, token) in role.objectValue ?? [:] {
          let alias = try #require(token["$value"]?.stringValue)
          let path = alias.dropFirst().dropLast().split(separator: ".").map(String.init)
          var node: JSONValue? = document
          for part in path { node = node?[part] }
          #expect(node?["$value"] != nil, "\(alias)")
        }
      }
    }
    #expect(DesignTokensLayout.typography(of: OutputLayoutTests.theme).isEmpty)
  }

  /// The joint: the tokens a build writes, read by the tokens reader, give the theme's fonts
  /// back, the ones with no weight, line height or letter spacing without them again.
  @Test func theWrittenTypographyReadsBackAsTheSameFonts() throws {
    let bytes = JSONWriter().bytes(DesignTokensLayout.document(for: Self.theme))
    let file = try DesignTokensFile.read(JSONDocument.parse(bytes), file: "blue.tokens.json").get()
    var reader = DesignTokensReader(
      tokens: file, reference: TokensReference(file: "blue.tokens.json"), theme: "blue")
    #expect(reader.colors() != nil)
    let fonts = reader.typography()
    #expect(reader.findings.isEmpty, "\(reader.findings)")
    #expect(
      fonts
        == Self.theme.fonts.mapValues { font in
          var font = font
          font.keyPath = nil
          return font
        })
    let caption = DesignTokensLayout.typographyToken(
      try #require(Self.theme.fonts["caption"]), named: "caption")
    #expect(caption["$value"]?["lineHeight"] == .number(1.45))
    #expect(caption["$value"]?["letterSpacing"]?["value"] == .number(-0.25))
    #expect(caption["$extensions"] == nil)
  }
}
