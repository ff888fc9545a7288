/// One image file of an image set: one scale in one appearance.
public struct ImageSetEntry: Sendable, Equatable {
  /// The appearance an entry is for.
  public enum Appearance: String, Sendable, Equatable, CaseIterable {
    /// Light mode, and dark mode when no dark entry exists.
    case any
    /// Dark mode (`luminosity` `dark`).
    case dark
    /// Light mode with Increase Contrast (`contrast` `high`), and dark mode with it when no
    /// dark high-contrast entry exists and no dark entry either.
    case highContrast
    /// Dark mode with Increase Contrast (`luminosity` `dark` and `contrast` `high`).
    case darkHighContrast

    /// Whether the entry is for dark mode.
    public var isDark: Bool { self == .dark || self == .darkHighContrast }
    /// Whether the entry is for Increase Contrast.
    public var isHighContrast: Bool { self == .highContrast || self == .darkHighContrast }
  }

  /// The file's name inside the `.imageset` folder; `AssetFileName.name(asset:scale:dark:)`
  /// gives the one ThemePack uses.
  public var filename: String
  /// 1, 2 or 3.
  public var scale: Int
  public var appearance: Appearance
  /// Slicing for resizable images, with cap insets in pixels of this file; nil when the
  /// image is not resizable.
  public var resizing: ImageResizing?
  /// The PNG file's bytes. When present the writer places the file in the image set; when
  /// nil the caller writes it there itself (`AssetCatalogWriter` lists only the JSON).
  public var png: [UInt8]?

  public init(
    filename: String, scale: Int, appearance: Appearance = .any, resizing: ImageResizing? = nil,
    png: [UInt8]? = nil
  ) {
    self.filename = filename
    self.scale = scale
    self.appearance = appearance
    self.resizing = resizing
    self.png = png
  }

  /// An entry named the ThemePack way (`navBar.dark@2x.png`) for `asset`.
  public init(
    asset: String, scale: Int, appearance: Appearance = .any, resizing: ImageResizing? = nil,
    png: [UInt8]? = nil
  ) {
    self.init(
      filename: AssetFileName.name(
        asset: asset, scale: scale, dark: appearance.isDark, highContrast: appearance.isHighContrast),
      scale: scale, appearance: appearance, resizing: resizing, png: png)
  }
}
