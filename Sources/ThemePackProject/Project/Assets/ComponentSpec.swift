import ThemePackSupport

/// A component theme (seed 003): one value a reusable view takes, a named group of roles,
/// each with a colour and a font (`"components": {"alertView": {"title": {"color": "onColor",
/// "font": "title"}}}`). Defaults live in `themepack.json`; a theme's `theme.json` may change
/// roles of components the defaults declare, member by member, but not add components or roles.
package struct ComponentSpec: Sendable, Hashable {
  /// The roles by name.
  package var roles: [String: ComponentRole]
  /// Where the component's values start in the file that declared it, by JSON Pointer
  /// relative to the component without a leading '/': "" (the component), "title",
  /// "title/color". Empty for components not read from a file.
  package var positions: [String: JSONDocument.Position]

  package init(roles: [String: ComponentRole], positions: [String: JSONDocument.Position] = [:]) {
    self.roles = roles
    self.positions = positions
  }

  /// The components of a theme: `defaults` with `overrides` applied role by role. Overrides of
  /// components or roles the defaults lack are ignored here (the lint reports them).
  package static func resolve(
    _ defaults: [String: ComponentSpec], overrides: [String: ComponentSpec]
  ) -> [String: ComponentSpec] {
    var resolved = defaults
    for (name, override) in overrides {
      guard var component = resolved[name] else { continue }
      for (role, value) in override.roles {
        if let base = component.roles[role] { component.roles[role] = base.overridden(by: value) }
      }
      resolved[name] = component
    }
    return resolved
  }
}
