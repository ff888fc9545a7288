import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging
import ThemePackProject

extension RuntimeManifest {
  /// One image of the theme: which files exist, its size, how it renders and slices.
  package struct Asset: Sendable, Equatable {
    /// The scales (1, 2, 3) with a file, per appearance (`files` keys `"any"`, `"dark"`,
    /// `"highContrast"`, `"darkHighContrast"`): at least one in `light`; empty in another
    /// when the asset has no such variant.
    package var scales: AppearanceValues<Set<Int>>
    /// The size in points the asset is drawn at, > 0: its files' (pixels of the @1x file),
    /// or for a resizable asset its whole drawing's before slicing (the slice's files are
    /// smaller: `Slice.fileWidth`).
    package var width: Double
    package var height: Double
    package var rendering: AssetRendering
    /// Cap insets for `resizableImage(withCapInsets:resizingMode:)`; nil when not resizable.
    package var slice: Slice?
    /// The vector format the files were drawn from (`"vector": "svg"`), nil for PNG masters.
    /// Informative: a reader draws the PNG files either way.
    package var vector: VectorFormat?

    package init(
      scales: AppearanceValues<Set<Int>>, width: Double, height: Double, rendering: AssetRendering,
      slice: Slice? = nil, vector: VectorFormat? = nil
    ) {
      self.vector = vector
      self.scales = scales
      self.width = width
      self.height = height
      self.rendering = rendering
      self.slice = slice
    }

    /// The asset's file names by scale in `appearance` (none when it has no such variant).
    package func files(asset name: String, appearance: ThemeAppearance) -> [Int: String] {
      var files: [Int: String] = [:]
      for scale in scales[appearance] {
        files[scale] = AssetFileName.name(asset: name, scale: scale, appearance: appearance)
      }
      return files
    }

    /// The first rule the asset breaks, as a pointer below the asset and a message.
    package func firstProblem() -> (pointer: String, message: String)? {
      if scales.light.isEmpty { return ("/files/any", "an asset needs at least one light-mode file") }
      let all = scales.all.reduce(Set<Int>()) { $0.union($1) }
      for scale in all.sorted() where !(1...3).contains(scale) {
        return ("/files", "scale \(scale) is not 1, 2 or 3")
      }
      for (key, value) in [("width", width), ("height", height)] where !(value.isFinite && value > 0) {
        return ("/size/\(key)", "the \(key) must be a number of points greater than 0")
      }
      if let slice, let (pointer, message) = slice.firstProblem(width: width, height: height) {
        return ("/slice" + pointer, message)
      }
      return nil
    }
  }
}
