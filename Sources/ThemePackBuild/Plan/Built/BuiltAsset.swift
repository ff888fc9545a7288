import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging
import ThemePackProject

/// What the build made of one asset of one theme: the shape of its files, which the
/// layouts describe (manifest entries, image-set entries) and the cache keeps.
///
/// Its JSON (the build cache, installed-theme and shard records) keeps the keys it had
/// before `scales` became one `AppearanceValues` (`BuiltAsset+Coding`): `scales`,
/// `darkScales`, and `highContrastScales` and `darkHighContrastScales` only when not empty.
package struct BuiltAsset: Sendable, Equatable {
  package var name: String
  /// Size in points of the shipped files (after slicing: a resizable asset's reduced caps
  /// and centre).
  package var pointWidth: Double
  package var pointHeight: Double
  /// Scales with a file, per appearance, ascending: every built scale in `light` ("any");
  /// `dark` empty when the asset looks the same in dark mode; the high-contrast ones
  /// (`highContrast.images`) empty when the asset has none.
  package var scales: AppearanceValues<[Int]>
  /// The slice in points, for resizable assets.
  package var slice: SliceSpec?
  package var sliceMode: SliceMode?
  /// Per scale, the slice in pixels of that scale's file (cap insets and centre size).
  package var resizing: [Int: ImageResizing]
  /// The extra renditions made for the layouts (`ExtraRendition`, nine-patch only when the
  /// file has the frame), light and dark, ascending; nil when none were asked for.
  package var extras: [ExtraRendition]?
  package var darkExtras: [ExtraRendition]?
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
    name: String, pointWidth: Double, pointHeight: Double, scales: AppearanceValues<[Int]>,
    slice: SliceSpec? = nil, sliceMode: SliceMode? = nil, resizing: [Int: ImageResizing],
    extras: [ExtraRendition]? = nil, darkExtras: [ExtraRendition]? = nil, drawnWidth: Double? = nil,
    drawnHeight: Double? = nil,
    vectorSource: VectorFormat? = nil, keptVectorFiles: [String]? = nil
  ) {
    self.name = name
    self.pointWidth = pointWidth
    self.pointHeight = pointHeight
    self.scales = scales
    self.slice = slice
    self.sliceMode = sliceMode
    self.resizing = resizing
    self.extras = extras
    self.darkExtras = darkExtras
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
    ThemeAppearance.allCases.flatMap { appearance in
      scales[appearance].map { ImageFileName(asset: name, appearance: appearance, scale: $0) }
    }
      + (extras ?? []).map { ImageFileName(asset: name, extra: $0) }
      + (darkExtras ?? []).map { ImageFileName(asset: name, appearance: .dark, extra: $0) }
  }
}
