import ThemePackArchive

/// One entry of an image set's `images` array, as read.
package struct CatalogImageEntry: Sendable, Equatable {
  /// The file named, when the entry has one (an empty slot has none).
  package var filename: String?
  /// 1, 2 or 3; nil for a single-scale entry (no `scale` key).
  package var scale: Int?
  package var idiom: String
  /// What `appearances` holds: luminosity dark, contrast high, both or neither (`light`).
  package var appearance: ThemeAppearance
  /// The slice, in pixels of this entry's file.
  package var resizing: ImageResizing?
  /// The JSON pointer of the entry (`/images/2`), for findings.
  package var jsonPath: String
  /// The size class the entry is for (`width compact`, `height regular`, both joined by a
  /// space), nil for any size class.
  package var sizeClass: String? = nil
  /// `display-gamut` (`sRGB`, `display-P3`), nil when the entry is for any gamut.
  package var displayGamut: String? = nil

  /// Whether the entry is for Display P3 screens only.
  package var isDisplayP3: Bool { displayGamut?.lowercased() == "display-p3" }

  package init(
    filename: String?, scale: Int?, idiom: String = "universal",
    appearance: ThemeAppearance = .light, resizing: ImageResizing? = nil, jsonPath: String = ""
  ) {
    self.filename = filename
    self.scale = scale
    self.idiom = idiom
    self.appearance = appearance
    self.resizing = resizing
    self.jsonPath = jsonPath
  }
}
