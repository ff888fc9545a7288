import Testing
import ThemePackBuild

@Suite("generate swift: fonts and components")
struct SwiftAccessorsTypographyTests {
  private func source(fonts: [String] = [], components: [String: [String]] = [:]) throws(SwiftAccessorError)
    -> String
  {
    try SwiftAccessors.source(
      for: ThemePackProjectNames(assets: ["icon"], colors: ["color"], fonts: fonts, components: components))
  }

  @Test func fontsAndComponentsGetNamespacedEscapedNames() throws {
    let text = try source(
      fonts: ["title", "body", "title", "large-title"],
      components: ["alert-view": ["title", "default", "2x"], "card": ["background"]])
    #expect(
      text.contains(
        "  public enum Font: String, CaseIterable, Sendable {\n    case body = \"body\"\n"
          + "    case largeTitle = \"large-title\"\n    case title = \"title\"\n"))
    #expect(text.contains("    public enum AlertView: Swift.String, Swift.CaseIterable, Swift.Sendable {"))
    #expect(
      text.contains(
        "      case _2x = \"2x\"\n      case `default` = \"default\"\n      case title = \"title\"\n"))
    #expect(text.contains("      public static let componentName: Swift.String = \"alert-view\""))
    #expect(text.contains("    public enum Card: Swift.String"))
    #expect(text.hasSuffix("  }\n}\n"))
  }

  @Test func aProjectWithoutFontsGetsACaselessFontEnumWithTheSameMembers() throws {
    let text = try source()
    #expect(
      text.contains(
        "  public enum Font: RawRepresentable, CaseIterable, Hashable, Sendable {\n"
          + "    // The project has no fonts. Swift allows no raw type on an enum without cases, so\n"
          + "    // these two members stand for it: code written against the cases still compiles.\n"
          + "    public init?(rawValue: String) { nil }\n    public var rawValue: String { switch self {} }\n"
          + "\n    /// This font in the current theme"))
    #expect(!text.contains("enum Font: String"), "Swift refuses a raw type on an enum without cases")
    #expect(text.contains("  public enum Component {\n    // (none)\n  }\n"))
  }

  @Test func aComponentWithoutRolesGetsACaselessEnumToo() throws {
    let text = try source(components: ["card": []])
    #expect(
      text.contains(
        "    public enum Card: Swift.RawRepresentable, Swift.CaseIterable, Swift.Hashable, Swift.Sendable {\n"
      ))
    #expect(text.contains("      public var rawValue: Swift.String { switch self {} }\n"))
  }

  @Test func namesOfMembersTheGeneratedCodeDeclaresGetATrailingUnderscore() throws {
    let text = try source(
      fonts: ["all-cases", "rawValue", "init"],
      components: ["string": ["component-name", "allCases", "color"], "self": ["a"], "type": ["a"]])
    #expect(
      text.contains(
        "    case allCases_ = \"all-cases\"\n    case `init` = \"init\"\n    case rawValue = \"rawValue\"\n"))
    #expect(text.contains("    public enum String_: Swift.String,"))
    #expect(
      text.contains(
        "      case allCases_ = \"allCases\"\n      case color = \"color\"\n      case componentName_ = \"component-name\"\n"
      ))
    #expect(text.contains("    public enum Self_: Swift.String,"))
    #expect(text.contains("    public enum Type_: Swift.String,"))
    #expect(text.contains("      public static let componentName: Swift.String = \"string\""))
  }

  @Test(
    arguments: [
      (
        [], ["alert-view": ["a"], "alert_view": ["a"]],
        "components 'alert-view' and 'alert_view' both become 'AlertView'"
      ),
      ([], ["string": ["a"], "string_": ["a"]], "components 'string' and 'string_' both become 'String_'"),
      (
        [], ["alert": ["component-name", "componentName"]],
        "roles 'component-name' and 'componentName' of component 'alert' both become 'componentName_'"
      ),
      ([], ["alert": ["a-b", "a_b"]], "roles 'a-b' and 'a_b' of component 'alert' both become 'aB'"),
      (["big-title", "big_title"], [:], "fonts 'big-title' and 'big_title' both become 'bigTitle'"),
      (["-", "_"], [:], "fonts '-' and '_' both become '_'"),
    ] as [([String], [String: [String]], String)])
  func collisionsAreRefused(fonts: [String], components: [String: [String]], message: String) {
    #expect(throws: SwiftAccessorError.self) { try source(fonts: fonts, components: components) }
    do {
      _ = try source(fonts: fonts, components: components)
    } catch {
      #expect(error.description == "cannot generate Swift names: " + message)
    }
  }

  @Test func aCollisionNamesTheFilesThatDeclareBothNames() {
    let names = ThemePackProjectNames(
      assets: ["icon"], colors: ["color", "on-color", "on_color"], configFile: "A/themepack.json",
      colorFiles: [
        "color": "A/Themes/blue/theme.json", "on-color": "A/Themes/blue/theme.json",
        "on_color": "A/Themes/red/theme.json",
      ])
    #expect(
      throws: SwiftAccessorError(
        "cannot generate Swift names from 'A/Themes/blue/theme.json' and 'A/Themes/red/theme.json': "
          + "colours 'on-color' and 'on_color' both become 'onColor'")
    ) { try SwiftAccessors.source(for: names) }
    let assets = ThemePackProjectNames(
      assets: ["nav-bar", "nav_bar"], colors: ["color"], configFile: "A/themepack.json")
    #expect(
      throws: SwiftAccessorError(
        "cannot generate Swift names from 'A/themepack.json': assets 'nav-bar' and 'nav_bar' both become 'navBar'"
      )
    ) {
      try SwiftAccessors.source(for: assets)
    }
  }
}
