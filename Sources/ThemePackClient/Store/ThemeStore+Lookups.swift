extension ThemeStore {
  // One lookup per kind. `appearance` nil (the default) draws with `currentAppearance`, the
  // user's preference applied to the system's appearance; a view that knows its own traits
  // (a window under another style, a snapshot) passes them resolved by
  // `preference.resolve(system:)`.

  /// The current theme's file of `asset` for `scale` (see `ThemeContent.image`).
  public func image(
    _ asset: String, scale: Int, appearance: ThemeAppearance? = nil
  ) -> ThemeContent.ImageFile? {
    content?.image(asset, scale: scale, appearance: appearance ?? currentAppearance)
  }

  /// The current theme's colour `name` (see `ThemeContent.color`).
  public func color(_ name: String, appearance: ThemeAppearance? = nil) -> ThemeRGBA? {
    content?.color(name, appearance: appearance ?? currentAppearance)
  }

  /// The current theme's colour of `role` in `component`.
  public func color(component: String, role: String, appearance: ThemeAppearance? = nil) -> ThemeRGBA? {
    content?.color(component: component, role: role, appearance: appearance ?? currentAppearance)
  }

  /// The current theme's font `name` (see `ThemeContent.font`).
  public func font(_ name: String) -> ThemeFont? { content?.font(name) }

  /// The current theme's font of `role` in `component`.
  public func font(component: String, role: String) -> ThemeFont? {
    content?.font(component: component, role: role)
  }
}
