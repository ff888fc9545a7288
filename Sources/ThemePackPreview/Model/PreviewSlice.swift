import ThemePackImaging

/// How a sliced asset's files resize: cap insets per file and the centre mode.
package struct PreviewSlice: Sendable, Equatable {
  /// Cap insets in pixels of each scale's file (points × scale), by scale.
  package var pixelInsets: [Int: SlicePixelInsets]
  package var center: SliceCenterMode

  package init(pixelInsets: [Int: SlicePixelInsets], center: SliceCenterMode) {
    self.pixelInsets = pixelInsets
    self.center = center
  }
}
