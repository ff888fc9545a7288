import ThemePackSupport

/// Which axes of a sliced image resize; raw values are Xcode's `resizing.mode` strings.
package enum SliceMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// Left and/or right caps only: the image resizes horizontally.
  case threePartHorizontal = "3-part-horizontal"
  /// Top and/or bottom caps only: the image resizes vertically.
  case threePartVertical = "3-part-vertical"
  /// Caps on both axes: the image resizes both ways.
  case ninePart = "9-part"

  /// The mode that `insets` describe, from which axes have a cap above zero; `nil` when every
  /// inset is zero (or below), which `Slicer` rejects as `SliceError.Kind.zeroInsets`.
  package init?(insets: SliceInsets) {
    switch (insets.hasHorizontalCaps, insets.hasVerticalCaps) {
    case (true, false): self = .threePartHorizontal
    case (false, true): self = .threePartVertical
    case (true, true): self = .ninePart
    case (false, false): return nil
    }
  }

  /// Whether the image resizes along the horizontal axis.
  package var resizesHorizontally: Bool { self != .threePartVertical }

  /// Whether the image resizes along the vertical axis.
  package var resizesVertically: Bool { self != .threePartHorizontal }
}
