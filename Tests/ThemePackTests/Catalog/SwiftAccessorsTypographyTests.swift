import Testing

@testable import ThemePack

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

  @Test func aProjectWithoutFontsSaysSo() throws {
    let text = try source()
    #expect(text.contains("  public enum Font: String, CaseIterable, Sendable {\n    // (none)\n"))
    #expect(text.contains("  public enum Component {\n    // (none)\n  }\n"))
  }

  @Test(
    arguments: [
      (
        [], ["alert-view": ["a"], "alert_view": ["a"]],
        "components 'alert-view' and 'alert_view' both become 'AlertView'"
      ),
      ([], ["string": ["a"]], "component 'string' becomes 'String', a name the generated code uses"),
      (
        [], ["alert": ["component-name"]],
        "role 'component-name' of component 'alert' becomes a name the generated code uses"
      ),
      ([], ["alert": ["a-b", "a_b"]], "roles in component 'alert': 'a-b' and 'a_b' both become 'aB'"),
      (["big-title", "big_title"], [:], "fonts 'big-title' and 'big_title' both become 'bigTitle'"),
    ] as [([String], [String: [String]], String)])
  func collisionsAreRefused(fonts: [String], components: [String: [String]], message: String) {
    #expect(throws: SwiftAccessorError.self) { try source(fonts: fonts, components: components) }
    do {
      _ = try source(fonts: fonts, components: components)
    } catch {
      #expect(error.description == "cannot generate Swift names: " + message)
    }
  }
}
