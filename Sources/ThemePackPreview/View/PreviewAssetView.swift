/// One asset of one theme, with everything the page and the contact sheet draw for it.
package struct PreviewAssetView: Sendable, Equatable {
  package var asset: PreviewAsset
  /// The fragment id of its article on the page: `asset-<theme slug>.<asset slug>`, which no
  /// other id can take, as slugs have no dots.
  package var anchor: String
  /// Its files, ascending by scale.
  package var files: [PreviewScaleFile]
  /// A sliced asset drawn from its highest-scale slice at its point size (the master's size).
  package var resized: PreviewRefPair?
  /// Set when the asset is sliced and its master is known.
  package var masterCheck: PreviewMasterCheck?
  /// How many times the highest-scale file is magnified in the zoom view; 1 means no zoom.
  package var zoomFactor: Int
  /// Findings naming this asset.
  package var findings: [PreviewFinding]

  /// What stands for the asset in overviews: the resized slice, else the highest-scale file.
  package var representative: PreviewRefPair? { resized ?? files.last?.pair }
}
