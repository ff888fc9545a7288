extension ThemeStore {
  /// The current theme's file of `asset` for `scale`, drawn for `currentAppearance` (see
  /// `ThemeContent.image`).
  public func image(_ asset: String, scale: Int) -> ThemeContent.ImageFile? {
    content?.image(asset, scale: scale, appearance: currentAppearance)
  }

  /// The current theme's colour `name` for `currentAppearance` (see `ThemeContent.color`).
  public func color(_ name: String) -> ThemeRGBA? { content?.color(name, appearance: currentAppearance) }

  /// The current theme's colour of `role` in `component` for `currentAppearance`.
  public func color(component: String, role: String) -> ThemeRGBA? {
    content?.color(component: component, role: role, appearance: currentAppearance)
  }

  // The lookups below take the system's traits as arguments instead of `systemTraits`.

  /// The appearance to draw with now, from the preference and the system's traits.
  public func appearance(systemIsDark: Bool, highContrast: Bool = false) -> ThemeAppearance {
    preference.resolve(systemIsDark: systemIsDark, highContrast: highContrast)
  }

  /// The current theme's file of `asset` (see `ThemeContent.image`).
  public func image(
    _ asset: String, scale: Int, systemIsDark: Bool, highContrast: Bool = false
  ) -> ThemeContent.ImageFile? {
    content?.image(
      asset, scale: scale, appearance: appearance(systemIsDark: systemIsDark, highContrast: highContrast))
  }

  /// The current theme's colour `name` (see `ThemeContent.color`).
  public func color(_ name: String, systemIsDark: Bool, highContrast: Bool = false) -> ThemeRGBA? {
    content?.color(name, appearance: appearance(systemIsDark: systemIsDark, highContrast: highContrast))
  }

  /// The current theme's font `name` (see `ThemeContent.font`).
  public func font(_ name: String) -> ThemeFont? { content?.font(name) }

  /// The current theme's colour of `role` in `component` (see `ThemeContent.color(component:role:appearance:)`).
  public func color(
    component: String, role: String, systemIsDark: Bool, highContrast: Bool = false
  ) -> ThemeRGBA? {
    content?.color(
      component: component, role: role,
      appearance: appearance(systemIsDark: systemIsDark, highContrast: highContrast))
  }

  /// The current theme's font of `role` in `component`.
  public func font(component: String, role: String) -> ThemeFont? {
    content?.font(component: component, role: role)
  }
}
