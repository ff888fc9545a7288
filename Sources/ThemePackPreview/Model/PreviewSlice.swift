import ThemePackImaging

/// How a sliced asset's files resize: cap insets per file and the centre mode.
public struct PreviewSlice: Sendable, Equatable {
  /// Cap insets in pixels of each scale's file (points × scale), by scale.
  public var pixelInsets: [Int: SlicePixelInsets]
  public var center: SliceCenterMode

  public init(pixelInsets: [Int: SlicePixelInsets], center: SliceCenterMode) {
    self.pixelInsets = pixelInsets
    self.center = center
  }
}
