import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

extension RuntimeManifest {
  /// How an app makes an asset resizable: `resizableImage(withCapInsets:resizingMode:)` with
  /// these insets **in points** and `center` as the resizing mode.
  package struct Slice: Sendable, Equatable {
    /// Which edges have caps; a 3-part-horizontal slice has top and bottom 0, a
    /// 3-part-vertical one left and right 0.
    package var mode: SliceMode
    package var center: SliceCenterMode
    /// Cap insets in points, each ≥ 0.
    package var insets: SliceInsets
    /// Size in points of the sliced files (the caps and a reduced centre; `"size"` in the
    /// slice); nil in manifests written before it was recorded.
    package var fileWidth: Double?
    package var fileHeight: Double?

    package init(
      mode: SliceMode, center: SliceCenterMode, insets: SliceInsets, fileWidth: Double? = nil,
      fileHeight: Double? = nil
    ) {
      self.mode = mode
      self.center = center
      self.insets = insets
      self.fileWidth = fileWidth
      self.fileHeight = fileHeight
    }

    /// The first rule the slice breaks for an image of `width` × `height` points.
    ///
    /// Caps may cover the whole image (the classic 1×1 nav-bar pixel with insets 0, 0, 1, 1)
    /// but never more.
    package func firstProblem(width: Double, height: Double) -> (pointer: String, message: String)? {
      if let problem = insetsProblem(width: width, height: height, of: "the") { return problem }
      guard let fileWidth, let fileHeight else { return nil }
      for (key, value) in [("width", fileWidth), ("height", fileHeight)] where !(value.isFinite && value > 0)
      {
        return ("/size/\(key)", "the sliced files' \(key) must be a number of points greater than 0")
      }
      if mode == .threePartHorizontal, fileHeight != height {
        return (
          "/size/height",
          "a 3-part-horizontal slice keeps the drawing's height \(JSONWriter.format(height)), not "
            + JSONWriter.format(fileHeight)
        )
      }
      if mode == .threePartVertical, fileWidth != width {
        return (
          "/size/width",
          "a 3-part-vertical slice keeps the drawing's width \(JSONWriter.format(width)), not "
            + JSONWriter.format(fileWidth)
        )
      }
      if fileWidth > width || fileHeight > height {
        return (
          "/size",
          "the sliced files (\(JSONWriter.format(fileWidth)) × \(JSONWriter.format(fileHeight))) are larger "
            + "than the drawing (\(JSONWriter.format(width)) × \(JSONWriter.format(height)))"
        )
      }
      return insetsProblem(width: fileWidth, height: fileHeight, of: "the sliced files'")
    }

    /// The first rule the insets break for an image of `width` × `height` points (`what`
    /// names it in the message: "the" for the drawing, "the sliced files'").
    private func insetsProblem(width: Double, height: Double, of what: String) -> (
      pointer: String, message: String
    )? {
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
          "/insets",
          "left and right insets (\(left) + \(right)) exceed \(what) width \(JSONWriter.format(width))"
        )
      }
      if insets.top + insets.bottom > height {
        return (
          "/insets",
          "top and bottom insets (\(top) + \(bottom)) exceed \(what) height \(JSONWriter.format(height))"
        )
      }
      return nil
    }
  }
}
