/// One image file of an image set: one scale in one appearance.
package struct ImageSetEntry: Sendable, Equatable {
  /// The appearance an entry is for.
  package enum Appearance: String, Sendable, Equatable, CaseIterable {
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
    package var isDark: Bool { self == .dark || self == .darkHighContrast }
    /// Whether the entry is for Increase Contrast.
    package var isHighContrast: Bool { self == .highContrast || self == .darkHighContrast }
  }

  /// The file's name inside the `.imageset` folder; `AssetFileName.name(asset:scale:dark:)`
  /// gives the one ThemePack uses.
  package var filename: String
  /// 1, 2 or 3.
  package var scale: Int
  package var appearance: Appearance
  /// Slicing for resizable images, with cap insets in pixels of this file; nil when the
  /// image is not resizable.
  package var resizing: ImageResizing?
  /// The PNG file's bytes. When present the writer places the file in the image set; when
  /// nil the caller writes it there itself (`AssetCatalogWriter` lists only the JSON).
  package var png: [UInt8]?

  package init(
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
  package init(
    asset: String, scale: Int, appearance: Appearance = .any, resizing: ImageResizing? = nil,
    png: [UInt8]? = nil
  ) {
    self.init(
      filename: AssetFileName.name(
        asset: asset, scale: scale, dark: appearance.isDark, highContrast: appearance.isHighContrast),
      scale: scale, appearance: appearance, resizing: resizing, png: png)
  }
}
