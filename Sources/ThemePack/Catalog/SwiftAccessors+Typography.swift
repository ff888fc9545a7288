extension SwiftAccessors {
  /// Type names the generated code itself uses inside `Component`, which no component may take.
  static let reservedTypeNames: Set<String> = [
    "String", "Bool", "MainActor", "Sendable", "CaseIterable", "ThemeStore", "ThemeRGBA", "ThemeFont",
    "Swift", "ThemePackClient", "Component", "Self", "Type", "Any", "Protocol",
  ]
  /// Members of each component enum that no role may take.
  static let reservedRoleNames: Set<String> = ["componentName", "rawValue", "allCases"]

  /// The `Font` enum's lines.
  static func fontLines(_ names: [String]) throws(SwiftAccessorError) -> [String] {
    [
      "", "  /// The fonts of the themes: the project's and each theme's own.",
      "  public enum Font: String, CaseIterable, Sendable {",
    ] + (try cases(names, what: "font")) + [
      "", "    /// This font in the current theme (see `ThemeStore.font`); nil when the theme lacks it.",
      "    @MainActor", "    public func value(in store: ThemeStore) -> ThemeFont? { store.font(rawValue) }",
      "  }",
    ]
  }

  /// The `Component` namespace's lines: an enum of roles per component, named in upper camel case.
  static func componentLines(_ components: [String: [String]]) throws(SwiftAccessorError) -> [String] {
    var lines = [
      "", "  /// The components of the project (see `ThemeContent.roles(of:)`): an enum of roles each.",
      "  public enum Component {",
    ]
    var seen: [String: String] = [:]
    for name in components.keys.sorted() {
      let identifier = SwiftIdentifier.camelCase(name)
      let type = identifier.prefix(1).uppercased() + identifier.dropFirst()
      if let other = seen[type] {
        throw SwiftAccessorError(
          "cannot generate Swift names: components '\(other)' and '\(name)' both become '\(type)'")
      }
      guard !reservedTypeNames.contains(type) else {
        throw SwiftAccessorError(
          "cannot generate Swift names: component '\(name)' becomes '\(type)', a name the generated code uses"
        )
      }
      if let role = components[name]!.first(where: {
        reservedRoleNames.contains(SwiftIdentifier.camelCase($0))
      }) {
        throw SwiftAccessorError(
          "cannot generate Swift names: role '\(role)' of component '\(name)' becomes a name the generated code uses"
        )
      }
      seen[type] = name
      lines += [
        "    /// The roles of component '\(name)'.",
        "    public enum \(type): Swift.String, Swift.CaseIterable, Swift.Sendable {",
      ]
      lines += try cases(components[name]!, what: "role", plural: "roles in component '\(name)':").map {
        "  " + $0
      }
      lines += [
        "", "      /// The component's name in the manifest.",
        "      public static let componentName: Swift.String = \"\(name)\"", "",
        "      /// This role's colour in the current theme; nil when the theme lacks it.", "      @MainActor",
        "      public func color(",
        "        in store: ThemePackClient.ThemeStore, systemIsDark: Swift.Bool, highContrast: Swift.Bool = false",
        "      ) -> ThemePackClient.ThemeRGBA? {",
        "        store.color(",
        "          component: Self.componentName, role: rawValue, systemIsDark: systemIsDark,",
        "          highContrast: highContrast)", "      }", "",
        "      /// This role's font in the current theme; nil when the theme lacks it.", "      @MainActor",
        "      public func font(in store: ThemePackClient.ThemeStore) -> ThemePackClient.ThemeFont? {",
        "        store.font(component: Self.componentName, role: rawValue)", "      }", "    }",
      ]
    }
    if components.isEmpty { lines.append("    // (none)") }
    return lines + ["  }"]
  }
}
