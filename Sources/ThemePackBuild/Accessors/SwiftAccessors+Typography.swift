import ThemePackArchive

extension SwiftAccessors {
  /// Type names the generated code itself uses inside `Component`: a component that would
  /// become one gets a trailing `_` (`String_`).
  package static let reservedTypeNames: Set<String> = [
    "String", "Bool", "MainActor", "Sendable", "CaseIterable", "ThemeStore", "ThemeRGBA", "ThemeFont",
    "Swift", "ThemePackClient", "Component", "Self", "Type", "Any", "Protocol", "RawRepresentable",
    "Hashable",
  ]
  /// Members of each component enum that no role may take (a role that would gets a trailing `_`).
  package static let reservedRoleNames: Set<String> = ["componentName", "allCases"]

  /// The `Font` enum's lines.
  package static func fontLines(_ project: ThemePackProjectNames) throws(SwiftAccessorError) -> [String] {
    let names = SwiftNameSet(
      kind: "fonts", names: project.fonts, reserved: reservedCaseNames, files: project.fontFiles,
      defaultFile: project.configFile)
    return ["", "  /// The fonts of the themes: the project's and each theme's own."]
      + enumLines("Font", cases: try names.identifiers(), what: "fonts") + [
        "", "    /// This font in the current theme (see `ThemeStore.font`); nil when the theme lacks it.",
        "    @MainActor",
        "    public func value(in store: ThemeStore) -> ThemeFont? { store.font(rawValue) }",
      ] + bindLines(values: ["ThemePackClient.ThemeFont?"], lookups: ["store.font(name)"]) + ["  }"]
  }

  /// The `Component` namespace's lines: an enum of roles per component, named in upper camel case.
  package static func componentLines(_ project: ThemePackProjectNames) throws(SwiftAccessorError) -> [String]
  {
    var lines = [
      "", "  /// The components of the project (see `ThemeContent.roles(of:)`): an enum of roles each.",
      "  public enum Component {",
    ]
    let types = SwiftNameSet(
      kind: "components", names: Array(project.components.keys), reserved: reservedTypeNames, isTypes: true,
      defaultFile: project.configFile)
    for (name, type) in try types.identifiers() {
      let roles = SwiftNameSet(
        kind: "roles", owner: "component '\(name)'", names: project.components[name] ?? [],
        reserved: reservedRoleNames, defaultFile: project.configFile)
      lines += ["    /// The roles of component '\(name)'."]
      lines += enumLines(type, cases: try roles.identifiers(), what: "roles", depth: 2, prefix: "Swift.")
      lines += roleMembers(component: name)
    }
    if project.components.isEmpty { lines.append("    // (none)") }
    return lines + ["  }"]
  }

  /// The members of one component's enum of roles, after its cases.
  private static func roleMembers(component name: String) -> [String] {
    [
      "", "      /// The component's name in the manifest.",
      "      public static let componentName: Swift.String = \"\(name)\"", "",
      "      /// This role's colour in the current theme for `appearance` (nil: the store's); nil",
      "      /// when the theme lacks it.", "      @MainActor",
      "      public func color(",
      "        in store: ThemePackClient.ThemeStore, appearance: ThemePackClient.ThemeAppearance? = nil",
      "      ) -> ThemePackClient.ThemeRGBA? {",
      "        store.color(component: Self.componentName, role: rawValue, appearance: appearance)", "      }",
      "",
      "      /// This role's font in the current theme; nil when the theme lacks it.", "      @MainActor",
      "      public func font(in store: ThemePackClient.ThemeStore) -> ThemePackClient.ThemeFont? {",
      "        store.font(component: Self.componentName, role: rawValue)", "      }",
    ]
      + bindLines(
        values: ["ThemePackClient.ThemeRGBA?", "ThemePackClient.ThemeFont?"],
        lookups: [
          "store.color(component: Self.componentName, role: name)",
          "store.font(component: Self.componentName, role: name)",
        ], depth: 2) + ["    }"]
  }
}
