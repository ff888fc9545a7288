import ThemePackArchive
import ThemePackImaging

/// One image file of one theme between the two projects: an asset at a scale in an
/// appearance (`busIcon.dark@2x.png`).
package struct ImageDiff: Sendable, Hashable, Codable {
  package var asset: String
  package var scale: Int
  /// Its appearance; diff.json names it by its raw value (`light`, `dark`,
  /// `lightHighContrast`, `darkHighContrast`).
  package var appearance: ThemeAppearance
  /// The file's name in the runtime theme folder.
  package var file: String
  package var status: DiffStatus
  /// Width × height in pixels of the old and the new file; nil on the side without it.
  package var oldSize: [Int]?
  package var newSize: [Int]?
  /// Pixels whose RGBA differs (every pixel of the one image when added or removed).
  package var changedPixels: Int
  /// The largest channel difference, 0 to 255.
  package var largestDifference: Int
  /// Where the changed pixels are; nil when none changed.
  package var bounds: PixelRect?
  /// Where the drawing changed when its tint colour changed too (every tinted pixel then
  /// differs): the pixels whose alpha changed, which a tint leaves alone. Nil otherwise, and
  /// when no alpha changed (the edit is then somewhere in `bounds`).
  package var drawingBounds: PixelRect?
  /// The pictures the page shows, relative to the report folder: the old file, the new
  /// file and the heat map (`PixelDifference.heatMap`); nil where there is none.
  package var before: String?
  package var after: String?
  package var difference: String?
  /// Set when the file changed only because the colour it is tinted with did (`Recolor`);
  /// nil for any other change — a drawing edit, a config or scale change — or an unknown one.
  package var recolor: Recolor?

  /// Whether its pixels changed for a reason other than a colour (a drawing edit): the
  /// report lists these first, zoomed to the changed area.
  package var isEdit: Bool { status == .changed && recolor == nil }
  /// What the zoom of an edit shows: where the drawing changed, else where any pixel did.
  package var editBounds: PixelRect? { drawingBounds ?? bounds }
}
