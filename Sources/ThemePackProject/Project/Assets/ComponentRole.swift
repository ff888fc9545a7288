/// One part of a component (its title, its confirm button): the colour and the font it is
/// drawn with, by name. `color` names the theme colour (`"color"`) or one of the theme's
/// `colors`; `font` names one of the project's or the theme's fonts. At least one is set.
package struct ComponentRole: Sendable, Hashable {
  package var color: String?
  package var font: String?

  package init(color: String? = nil, font: String? = nil) {
    self.color = color
    self.font = font
  }

  /// This role with the members `override` sets replacing its own.
  package func overridden(by override: ComponentRole) -> ComponentRole {
    ComponentRole(color: override.color ?? color, font: override.font ?? font)
  }
}
