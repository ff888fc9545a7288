import ThemePackSupport

/// What a theme declares for a resizable image: its cap insets in points and its centre mode.
public struct SliceSpec: Sendable, Hashable, Codable {
  public var insets: SliceInsets
  public var center: SliceCenterMode

  public init(insets: SliceInsets, center: SliceCenterMode) {
    self.insets = insets
    self.center = center
  }
}
