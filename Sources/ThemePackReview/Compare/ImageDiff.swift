import ThemePackImaging

/// One image file of one theme between the two projects: an asset at a scale in an
/// appearance (`busIcon.dark@2x.png`).
public struct ImageDiff: Sendable, Hashable, Codable {
  public var asset: String
  public var scale: Int
  /// `light`, `dark`, `lightHighContrast` or `darkHighContrast` (`ColorAppearance`'s names).
  public var appearance: String
  /// The file's name in the runtime theme folder.
  public var file: String
  public var status: DiffStatus
  /// Width × height in pixels of the old and the new file; nil on the side without it.
  public var oldSize: [Int]?
  public var newSize: [Int]?
  /// Pixels whose RGBA differs (every pixel of the one image when added or removed).
  public var changedPixels: Int
  /// The largest channel difference, 0 to 255.
  public var largestDifference: Int
  /// Where the changed pixels are; nil when none changed.
  public var bounds: PixelRect?
  /// Where the drawing changed when its tint colour changed too (every tinted pixel then
  /// differs): the pixels whose alpha changed, which a tint leaves alone. Nil otherwise, and
  /// when no alpha changed (the edit is then somewhere in `bounds`).
  public var drawingBounds: PixelRect?
  /// The pictures the page shows, relative to the report folder: the old file, the new
  /// file and the heat map (`PixelDifference.heatMap`); nil where there is none.
  public var before: String?
  public var after: String?
  public var difference: String?
  /// Set when the file changed only because the colour it is tinted with did (`Recolor`);
  /// nil for any other change — a drawing edit, a config or scale change — or an unknown one.
  public var recolor: Recolor?

  /// Whether the file is dark mode's.
  public var isDark: Bool { appearance.hasPrefix("dark") }
  /// Whether the file is an Increase Contrast variant.
  public var isHighContrast: Bool { appearance.hasSuffix("HighContrast") }
  /// Whether its pixels changed for a reason other than a colour (a drawing edit): the
  /// report lists these first, zoomed to the changed area.
  public var isEdit: Bool { status == .changed && recolor == nil }
  /// What the zoom of an edit shows: where the drawing changed, else where any pixel did.
  public var editBounds: PixelRect? { drawingBounds ?? bounds }
}
