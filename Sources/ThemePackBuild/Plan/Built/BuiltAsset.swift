import ThemePackCatalog
import ThemePackImaging
import ThemePackProject

/// What the build made of one asset of one theme: the shape of its files, which the
/// layouts describe (manifest entries, image-set entries) and the cache keeps.
package struct BuiltAsset: Sendable, Equatable, Codable {
  package var name: String
  /// Size in points of the shipped files (after slicing: a resizable asset's reduced caps
  /// and centre).
  package var pointWidth: Double
  package var pointHeight: Double
  /// Scales with a light ("any") file, ascending.
  package var scales: [Int]
  /// Scales with a dark file, ascending; empty when the asset looks the same in dark mode.
  package var darkScales: [Int]
  /// The slice in points, for resizable assets.
  package var slice: SliceSpec?
  package var sliceMode: SliceMode?
  /// Per scale, the slice in pixels of that scale's file (cap insets and centre size).
  package var resizing: [Int: ImageResizing]
  /// The extra renditions made for the layouts (`ExtraRendition`, nine-patch only when the
  /// file has the frame), light and dark, ascending; nil when none were asked for.
  package var extras: [ExtraRendition]?
  package var darkExtras: [ExtraRendition]?
  /// Scales with a light and a dark high-contrast file (`highContrast.images`), ascending;
  /// nil when the asset has none (so assets built without them encode as before).
  package var highContrastScales: [Int]?
  package var darkHighContrastScales: [Int]?
  /// Size in points of a resizable asset's whole drawing, the size it is drawn at before
  /// slicing; nil for an asset without a slice, whose files are drawn at their own size.
  package var drawnWidth: Double? = nil
  package var drawnHeight: Double? = nil
  /// The vector format the asset was drawn from (its light source), nil for PNG.
  package var vectorSource: VectorFormat? = nil
  /// The vector files the catalog's image set keeps as they are, single-scale with
  /// `preserves-vector-representation` (`icon.svg`, `icon.dark.pdf`): set for an untinted,
  /// unsliced asset drawn from vectors only. Its PNG renderings then go to every other format.
  package var keptVectorFiles: [String]? = nil
  /// How iOS draws it, when not `original` (the asset's `rendering`).
  package var rendering: AssetRendering? = nil

  /// How iOS draws it: `rendering`, else `original`.
  package var drawnAs: AssetRendering { rendering ?? .original }

  package init(
    name: String, pointWidth: Double, pointHeight: Double, scales: [Int], darkScales: [Int],
    slice: SliceSpec? = nil, sliceMode: SliceMode? = nil, resizing: [Int: ImageResizing],
    extras: [ExtraRendition]? = nil, darkExtras: [ExtraRendition]? = nil, highContrastScales: [Int]? = nil,
    darkHighContrastScales: [Int]? = nil, drawnWidth: Double? = nil, drawnHeight: Double? = nil,
    vectorSource: VectorFormat? = nil, keptVectorFiles: [String]? = nil
  ) {
    self.name = name
    self.pointWidth = pointWidth
    self.pointHeight = pointHeight
    self.scales = scales
    self.darkScales = darkScales
    self.slice = slice
    self.sliceMode = sliceMode
    self.resizing = resizing
    self.extras = extras
    self.darkExtras = darkExtras
    self.highContrastScales = highContrastScales
    self.darkHighContrastScales = darkHighContrastScales
    self.drawnWidth = drawnWidth
    self.drawnHeight = drawnHeight
    self.vectorSource = vectorSource
    self.keptVectorFiles = keptVectorFiles
  }

  /// The size in points the asset is drawn at: the whole drawing's for a resizable asset,
  /// else its files'. What the manifest and the tokens call its size.
  package var drawnSize: (width: Double, height: Double) {
    (drawnWidth ?? pointWidth, drawnHeight ?? pointHeight)
  }

  /// The asset's image files, light then dark (then their high-contrast variants and the
  /// extra renditions), each ascending by scale, then the vector files the catalog keeps.
  package var files: [ImageFileName] {
    let kept = keptVectorFiles ?? []
    return pngFiles.map { file in
      var file = file
      file.keptAsVector = !kept.isEmpty && file.extra == nil
      return file
    } + kept.compactMap { ImageFileName(parsing: $0) }
  }

  private var pngFiles: [ImageFileName] {
    scales.map { ImageFileName(asset: name, scale: $0) }
      + darkScales.map { ImageFileName(asset: name, appearance: .dark, scale: $0) }
      + (highContrastScales ?? []).map {
        ImageFileName(asset: name, appearance: .lightHighContrast, scale: $0)
      }
      + (darkHighContrastScales ?? []).map {
        ImageFileName(asset: name, appearance: .darkHighContrast, scale: $0)
      }
      + (extras ?? []).map { ImageFileName(asset: name, extra: $0) }
      + (darkExtras ?? []).map { ImageFileName(asset: name, appearance: .dark, extra: $0) }
  }
}
