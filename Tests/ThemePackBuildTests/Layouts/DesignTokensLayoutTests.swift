import Foundation
import Testing
import ThemePackBuild
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

@Suite("tokens: DTCG 2025.10 design tokens per theme")
struct DesignTokensLayoutTests {
  static let validator: JSONSchemaValidator? = try? JSONSchemaValidator(
    contentsOf: Golden.repositoryRoot.appendingPathComponent(
      "Tests/Schemas/design-tokens.schema.json"
    )
    .path)

  private func theme() -> BuiltTheme { FourAppearanceTheme.theme }

  @Test func theFileMatchesTheGoldenFileAndTheSchema() throws {
    let layout = DesignTokensLayout()
    #expect(layout.themeFolder(of: "blue") == "tokens/blue")
    #expect(layout.path(of: ImageFileName(asset: "navBar", scale: 2)) == nil)
    let files = try layout.descriptionFiles(of: theme())
    #expect(files.map(\.path) == ["blue.tokens.json"])
    Golden.expect(files[0].bytes, matches: "Tokens/blue.tokens.json")
    let validator = try #require(Self.validator)
    #expect(validator.errors(in: try JSONDocument.parseValue(files[0].bytes)) == [])
  }

  @Test func everyModeGroupHasEveryTokenAndAliasesOnlyEqualValues() throws {
    let theme = theme()
    let document = DesignTokensLayout.document(for: theme)
    let groups = try DesignTokensLayout.modes.map { try #require(document[$0.group]?.objectValue) }
    #expect(
      document["$extensions"]?["com.themepack"]?["modes"]
        == .object([
          "light": .string("color"), "dark": .string("colorDark"),
          "highContrast": .string("colorHighContrast"), "darkHighContrast": .string("colorDarkHighContrast"),
        ]))
    for (mode, group) in zip(DesignTokensLayout.modes, groups) {
      #expect(Set(group.keys) == ["$type", "theme", "onColor", "scrim"])
      for (name, values) in DesignTokensLayout.colors(of: theme) {
        let expected = DesignTokensLayout.value(of: values[mode.appearance])
        let perToken = groups[0][name]?["$extensions"]?["com.themepack"]?["modes"]?[mode.mode]
        #expect(perToken == expected)
        guard let alias = group[name]?["$value"]?.stringValue else {
          #expect(group[name]?["$value"] == expected)
          continue
        }
        let fallback = try #require(mode.fallback)
        #expect(values[fallback] == values[mode.appearance])
        let target = DesignTokensLayout.modes.first { $0.appearance == fallback }!.group
        #expect(alias == "{\(target).\(name)}")
      }
    }
    #expect(groups[1]["theme"]?["$value"]?["hex"]?.stringValue == "#9ecaff")
    #expect(groups[3]["theme"]?["$value"]?["hex"]?.stringValue == "#c5dfff")
    #expect(groups[2]["onColor"]?["$value"]?.stringValue == "{color.onColor}")
    #expect(groups[3]["onColor"]?["$value"]?["hex"]?.stringValue == "#001b36")
    #expect(groups[3]["scrim"]?["$value"]?.stringValue == "{colorDark.scrim}")
    #expect(groups[0]["scrim"]?["$value"]?["alpha"]?.numberValue == Double(0x80) / 255)
  }

  @Test(arguments: [
    ("{\"colorSpace\": \"srgb\", \"components\": [0, 0.5, 1.5]}", "/components/2"),
    ("{\"components\": [0, 0, 0]}", "colorSpace"),
    ("{\"colorSpace\": \"srgb\", \"components\": [0, 0]}", "fewer than 3"),
    ("{\"colorSpace\": \"srgb\", \"components\": [0, 0, 0], \"hex\": \"#FFFFFF\"}", "/hex"),
    ("\"#226BAA\"", "/color/theme/$value"),
  ])
  func theSchemaRefusesWhatTheFormatDoesNot(value: String, problem: String) throws {
    let validator = try #require(Self.validator)
    var document = DesignTokensLayout.document(for: theme())
    guard case .object(var root) = document, case .object(var light)? = root["color"] else {
      Issue.record("unexpected document")
      return
    }
    light["theme"] = .object(["$value": try JSONDocument.parseValue(Array(value.utf8))])
    root["color"] = .object(light)
    document = .object(root)
    let errors = validator.errors(in: document)
    #expect(!errors.isEmpty)
    #expect(
      errors.contains { $0.contains(problem) }
        || problem == "anyOf" && errors.contains { $0.contains("anyOf") })
  }

  @Test func aBuildWritesValidTokensForEveryTheme() throws {
    let fixture = try BuildFixture()
    var options = fixture.options
    options.outputFormats = [.tokens]
    let result = try fixture.build(options: options)
    #expect(result.writtenFolders == ["tokens"])
    let validator = try #require(Self.validator)
    for theme in ["a", "b"] {
      let bytes = try Array(
        Data(contentsOf: URL(fileURLWithPath: "\(fixture.output)/tokens/\(theme)/\(theme).tokens.json")))
      let document = try JSONDocument.parseValue(bytes)
      #expect(validator.errors(in: document) == [])
      #expect(document["size"]?["icon"]?["width"]?["$value"]?["value"]?.numberValue == 2)
    }
  }
}
