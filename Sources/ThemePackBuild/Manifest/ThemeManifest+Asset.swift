import ThemePackCatalog
import ThemePackImaging
import ThemePackProject

extension ThemeManifest {
  /// One image of the theme: which files exist, its size, how it renders and slices.
  package struct Asset: Sendable, Equatable {
    /// Scales (1, 2, 3) with a light-mode ("any") file; at least one.
    package var scales: Set<Int>
    /// Scales with a dark-mode file; empty when the asset has no dark variant.
    package var darkScales: Set<Int>
    /// Scales with a high-contrast file (`"highContrast"`), and with a dark high-contrast
    /// file (`"darkHighContrast"`); empty when the build made none.
    package var highContrastScales: Set<Int>
    package var darkHighContrastScales: Set<Int>
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
      scales: Set<Int>, darkScales: Set<Int> = [], width: Double, height: Double,
      rendering: AssetRendering, slice: Slice? = nil, highContrastScales: Set<Int> = [],
      darkHighContrastScales: Set<Int> = [], vector: VectorFormat? = nil
    ) {
      self.vector = vector
      self.scales = scales
      self.darkScales = darkScales
      self.highContrastScales = highContrastScales
      self.darkHighContrastScales = darkHighContrastScales
      self.width = width
      self.height = height
      self.rendering = rendering
      self.slice = slice
    }

    /// The asset's file names by scale, for light mode or dark mode, normal or high contrast.
    package func files(asset name: String, dark: Bool, highContrast: Bool = false) -> [Int: String] {
      var files: [Int: String] = [:]
      let list =
        highContrast ? (dark ? darkHighContrastScales : highContrastScales) : (dark ? darkScales : scales)
      for scale in list {
        files[scale] = AssetFileName.name(asset: name, scale: scale, dark: dark, highContrast: highContrast)
      }
      return files
    }

    /// The first rule the asset breaks, as a pointer below the asset and a message.
    package func firstProblem() -> (pointer: String, message: String)? {
      if scales.isEmpty { return ("/files/any", "an asset needs at least one light-mode file") }
      let all = scales.union(darkScales).union(highContrastScales).union(darkHighContrastScales)
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
