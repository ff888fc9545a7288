import ThemePackProject

/// One `.imageset`: a named image with its files per scale and appearance.
package struct ImageSetSpec: Sendable, Equatable {
  /// The asset name; the folder is `<name>.imageset`.
  package var name: String
  /// Written as `properties.template-rendering-intent`; nil or `automatic` leaves the choice
  /// to UIKit.
  package var rendering: AssetRendering?
  /// The files, in any order; the writer orders them as Xcode does.
  package var entries: [ImageSetEntry]
  /// A single-scale vector set (`properties.preserves-vector-representation`): one entry
  /// per appearance, a PDF or SVG file, written without a scale (the entries' `scale` is
  /// ignored); Xcode draws it at every scale and keeps it sharp when scaled.
  package var preservesVectorRepresentation: Bool

  package init(
    name: String, rendering: AssetRendering? = nil, entries: [ImageSetEntry],
    preservesVectorRepresentation: Bool = false
  ) {
    self.name = name
    self.rendering = rendering
    self.entries = entries
    self.preservesVectorRepresentation = preservesVectorRepresentation
  }
}
