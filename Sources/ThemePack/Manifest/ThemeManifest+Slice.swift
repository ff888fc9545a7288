extension ThemeManifest {
  /// How an app makes an asset resizable: `resizableImage(withCapInsets:resizingMode:)` with
  /// these insets **in points** and `center` as the resizing mode.
  public struct Slice: Sendable, Equatable {
    /// Which edges have caps; a 3-part-horizontal slice has top and bottom 0, a
    /// 3-part-vertical one left and right 0.
    public var mode: SliceMode
    public var center: SliceCenterMode
    /// Cap insets in points, each ≥ 0.
    public var insets: SliceInsets

    public init(mode: SliceMode, center: SliceCenterMode, insets: SliceInsets) {
      self.mode = mode
      self.center = center
      self.insets = insets
    }

    /// The first rule the slice breaks for an image of `width` × `height` points.
    ///
    /// Caps may cover the whole image (the classic 1×1 nav-bar pixel with insets 0, 0, 1, 1)
    /// but never more.
    func firstProblem(width: Double, height: Double) -> (pointer: String, message: String)? {
      let sides = [
        ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right),
      ]
      for (side, value) in sides where !(value.isFinite && value >= 0) {
        return ("/insets/\(side)", "the \(side) inset must be a number of points ≥ 0")
      }
      if mode == .threePartHorizontal, insets.top != 0 || insets.bottom != 0 {
        return ("/insets", "a 3-part-horizontal slice has no top or bottom cap; set them to 0")
      }
      if mode == .threePartVertical, insets.left != 0 || insets.right != 0 {
        return ("/insets", "a 3-part-vertical slice has no left or right cap; set them to 0")
      }
      let (top, left, bottom, right) = (
        JSONWriter.format(insets.top), JSONWriter.format(insets.left), JSONWriter.format(insets.bottom),
        JSONWriter.format(insets.right)
      )
      if insets.left + insets.right > width {
        return (
          "/insets", "left and right insets (\(left) + \(right)) exceed the width \(JSONWriter.format(width))"
        )
      }
      if insets.top + insets.bottom > height {
        return (
          "/insets",
          "top and bottom insets (\(top) + \(bottom)) exceed the height \(JSONWriter.format(height))"
        )
      }
      return nil
    }
  }
}
