import ThemePackArchive

/// One image file of an image set: one scale in one appearance.
package struct ImageSetEntry: Sendable, Equatable {
  /// The file's name inside the `.imageset` folder; `AssetFileName.name(asset:scale:appearance:)`
  /// gives the one ThemePack uses.
  package var filename: String
  /// 1, 2 or 3.
  package var scale: Int
  /// `light` is Xcode's "any" entry (light mode, and dark mode when no dark entry exists);
  /// `lightHighContrast` serves dark mode with Increase Contrast too when the set has no dark
  /// entry of either contrast.
  package var appearance: ThemeAppearance
  /// Slicing for resizable images, with cap insets in pixels of this file; nil when the
  /// image is not resizable.
  package var resizing: ImageResizing?
  /// The PNG file's bytes. When present the writer places the file in the image set; when
  /// nil the caller writes it there itself (`AssetCatalogWriter` lists only the JSON).
  package var png: [UInt8]?

  package init(
    filename: String, scale: Int, appearance: ThemeAppearance = .light, resizing: ImageResizing? = nil,
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
    asset: String, scale: Int, appearance: ThemeAppearance = .light, resizing: ImageResizing? = nil,
    png: [UInt8]? = nil
  ) {
    self.init(
      filename: AssetFileName.name(asset: asset, scale: scale, appearance: appearance),
      scale: scale, appearance: appearance, resizing: resizing, png: png)
  }
}
