import ThemePackSupport

/// What a theme declares for a resizable image: its cap insets in points and its centre mode.
package struct SliceSpec: Sendable, Hashable, Codable {
  package var insets: SliceInsets
  package var center: SliceCenterMode

  package init(insets: SliceInsets, center: SliceCenterMode) {
    self.insets = insets
    self.center = center
  }
}
