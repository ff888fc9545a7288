/// One `.colorset`: a named colour with an optional dark-mode value.
public struct ColorSetSpec: Sendable, Equatable {
  /// The colour name; the folder is `<name>.colorset`.
  public var name: String
  /// The value for light mode (and for dark mode when `dark` is nil), sRGB.
  public var light: RGBA8
  /// The dark-mode value, sRGB.
  public var dark: RGBA8?

  public init(name: String, light: RGBA8, dark: RGBA8? = nil) {
    self.name = name
    self.light = light
    self.dark = dark
  }
}
