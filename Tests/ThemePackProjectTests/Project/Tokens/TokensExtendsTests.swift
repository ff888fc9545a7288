import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// DTCG 2025.10 `$extends`: a theme's group inherits the tokens of the group it names and
/// overrides some (theme `a` of `LintFixture` reads `t.json`, group `g`).
@Suite("design tokens in: group $extends")
struct TokensExtendsTests {
  private func theme(_ tokens: String) throws -> (Theme?, [Finding]) {
    let fixture = try LintFixture()
    try fixture.writeTokensTheme("a", file: "../../t.json")
    try fixture.write(tokens, to: "t.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    return (ThemeProject.load(assetsPath: fixture.assets).project?.themes.first { $0.name == "a" }, errors)
  }

  static let base = """
    "base": {"$type": "color",
      "color": {"$value": "#226BAA", "$extensions": {"com.figma.modes": {"Dark": "#9ECAFF"}}},
      "onColor": {"$value": "#FFFFFF", "$extensions": {"com.themepack": {"on": "color"}}},
      "sub": {"deep": {"$value": "#000000"}}
    }
    """

  @Test(arguments: ["\"{base}\"", "{\"$ref\": \"#/base\"}"])
  func aGroupInheritsAndOverrides(reference: String) throws {
    let (theme, errors) = try theme(
      "{\(Self.base), \"g\": {\"$extends\": \(reference), \"$type\": \"color\", \"onColor\": {\"$value\": \"#F0F0F0\"}}}"
    )
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    let loaded = try #require(theme)
    #expect(loaded.color == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA))
    #expect(loaded.darkColor == ThemeRGBA(red: 0x9E, green: 0xCA, blue: 0xFF))
    #expect(loaded.extraColors == ["onColor": ThemeRGBA(red: 0xF0, green: 0xF0, blue: 0xF0)])
    let onColor = try #require(loaded.roles(minimumContrast: 3).first { $0.name == "onColor" })
    #expect(onColor.surface == nil)  // the override replaces the whole token, pair included
  }

  @Test func extendsChainsAndAliasesIntoInheritedTokensResolve() throws {
    let (theme, errors) = try theme(
      "{\(Self.base), \"mid\": {\"$extends\": \"{base}\"}, \"g\": {\"$extends\": \"{mid}\", \"$type\": \"color\","
        + " \"accent\": {\"$value\": \"{g.sub.deep}\"}}}")
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    let loaded = try #require(theme)
    #expect(loaded.color == ThemeRGBA(red: 0x22, green: 0x6B, blue: 0xAA))
    #expect(loaded.extraColors["accent"] == ThemeRGBA(red: 0, green: 0, blue: 0))
    #expect(loaded.extraColors["onColor"] == ThemeRGBA(red: 0xFF, green: 0xFF, blue: 0xFF))
  }

  /// A target inside a group that extends another resolves whatever the groups are called
  /// (names sorting before and after the group above), whether the group above has a `t` of
  /// its own (both its own and the inherited tokens arrive) or only inherits one (review finding).
  @Test(arguments: ["B", "b"], [true, false])
  func aTargetInsideAnExtendingGroupResolvesInAnyNameOrder(name: String, ownGroup: Bool) throws {
    let own = ownGroup ? ", \"t\": {\"$type\": \"color\", \"accent\": {\"$value\": \"#222222\"}}" : ""
    let tokens =
      "{\"Q\": {\"$type\": \"color\", \"t\": {\"color\": {\"$value\": \"#111111\"}}},"
      + " \"Z\": {\"$extends\": \"{Q}\"\(own)}, \"\(name)\": {\"$extends\": \"{Z.t}\"}}"
    let fixture = try LintFixture()
    try fixture.writeTokensTheme("a", file: "../../t.json", group: name)
    try fixture.write(tokens, to: "t.json")
    let errors = fixture.lint().findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    let loaded = try #require(
      ThemeProject.load(assetsPath: fixture.assets).project?.themes.first { $0.name == "a" })
    #expect(loaded.color == ThemeRGBA(red: 0x11, green: 0x11, blue: 0x11))
    #expect(
      loaded.extraColors == (ownGroup ? ["accent": ThemeRGBA(red: 0x22, green: 0x22, blue: 0x22)] : [:]))
  }
}
