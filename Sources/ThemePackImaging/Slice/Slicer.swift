import ThemePackSupport

/// Turns a master image and its cap insets into the small resizable image an app ships.
///
/// The slice keeps the caps of the master and reduces the centre (see `SliceAxisPlan`): to one
/// point when it is uniform, to one period when a tiled centre repeats, to a one-point strip
/// from its middle when a tiled centre does neither (`SlicedImage.reproducesMaster` is then
/// false). Rendering the slice with `SliceRenderer` at the master's size reproduces the caps
/// always, and the whole master whenever `reproducesMaster` is true.
///
/// Zero insets on every side are an error (`SliceError.Kind.zeroInsets`), in both centre
/// modes: there is nothing to slice, and Xcode misbehaves with zero insets in tile mode. An
/// image that should simply scale needs no slicing.
package enum Slicer {
  /// Slices `image`, drawn at `scale` (3 for an @3x file), with the insets of `spec` in points.
  ///
  /// - Parameter file: names the image in errors; may be empty.
  /// - Throws: `SliceError` when the insets are not finite, negative, not whole pixels at
  ///   `scale`, all zero, larger than the image, or leave an empty centre.
  package static func slice(
    _ image: RGBAImage, spec: SliceSpec, scale: Int, file: String = ""
  ) throws(SliceError) -> SlicedImage {
    let insets = try pixelInsets(
      for: spec.insets, width: image.width, height: image.height, scale: scale, file: file)
    guard let mode = SliceMode(insets: spec.insets) else {
      throw zeroInsetsError(file: file)
    }
    let columns = SliceAxisPlan(
      length: image.width, leading: insets.left, trailing: insets.right,
      centerIDs: mode.resizesHorizontally
        ? LineNumbering.columns(of: image, from: insets.left, to: image.width - insets.right) : [],
      resizes: mode.resizesHorizontally, center: spec.center, scale: scale)
    let rows = SliceAxisPlan(
      length: image.height, leading: insets.top, trailing: insets.bottom,
      centerIDs: mode.resizesVertically
        ? LineNumbering.rows(of: image, from: insets.top, to: image.height - insets.bottom) : [],
      resizes: mode.resizesVertically, center: spec.center, scale: scale)
    return SlicedImage(
      image: image.picking(columns: columns.kept, rows: rows.kept), pixelInsets: insets,
      mode: mode, center: spec.center, centerWidth: columns.centerLength,
      centerHeight: rows.centerLength,
      reproducesMaster: columns.reproducesMaster && rows.reproducesMaster)
  }

  /// Checks `insets` (points) against an image of `width × height` pixels at `scale` and
  /// returns them in pixels, without looking at any pixel: what a lint needs.
  ///
  /// - Throws: `SliceError`, the first problem found, in the order of `SliceError.Kind`.
  package static func pixelInsets(
    for insets: SliceInsets, width: Int, height: Int, scale: Int, file: String = ""
  ) throws(SliceError) -> SlicePixelInsets {
    guard scale > 0 else {
      throw SliceError(
        kind: .invalidScale, file: file, reason: "scale \(scale) is not a positive integer")
    }
    let sides = [
      ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
      ("right", insets.right),
    ]
    for (side, value) in sides where !value.isFinite {
      throw SliceError(
        kind: .notFinite, file: file, reason: "\(side) inset \(value) is not a finite number")
    }
    for (side, value) in sides where value < 0 {
      throw SliceError(
        kind: .negativeInset, file: file, reason: "\(side) inset \(format(value)) pt is negative")
    }
    for (side, value) in sides {
      let pixels = value * Double(scale)
      if abs(pixels - pixels.rounded()) > 1e-6 {
        throw SliceError(
          kind: .fractionalPixels, file: file,
          reason: "\(side) inset \(format(value)) pt is \(format(pixels)) px at \(scale)x, "
            + "not a whole number of pixels")
      }
    }
    if !insets.hasHorizontalCaps && !insets.hasVerticalCaps {
      throw zeroInsetsError(file: file)
    }
    try checkAxis(
      "left", insets.left, "right", insets.right, dimension: "width", length: width,
      scale: scale, file: file)
    try checkAxis(
      "top", insets.top, "bottom", insets.bottom, dimension: "height", length: height,
      scale: scale, file: file)
    func pixels(_ value: Double) -> Int { Int((value * Double(scale)).rounded()) }
    return SlicePixelInsets(
      top: pixels(insets.top), left: pixels(insets.left), bottom: pixels(insets.bottom),
      right: pixels(insets.right))
  }

  private static func checkAxis(
    _ leadingName: String, _ leading: Double, _ trailingName: String, _ trailing: Double,
    dimension: String, length: Int, scale: Int, file: String
  ) throws(SliceError) {
    let caps = ((leading + trailing) * Double(scale)).rounded()
    guard caps >= Double(length) else { return }
    let what =
      "\(leadingName) and \(trailingName) insets (\(format(leading)) + \(format(trailing)) pt"
      + " = \(format(caps)) px at \(scale)x)"
    if caps > Double(length) {
      throw SliceError(
        kind: .insetsExceedImage, file: file,
        reason: "\(what) exceed the \(dimension) of \(length) px")
    }
    throw SliceError(
      kind: .nothingToStretch, file: file,
      reason: "\(what) leave nothing to stretch in the \(dimension) of \(length) px")
  }

  private static func zeroInsetsError(file: String) -> SliceError {
    SliceError(
      kind: .zeroInsets, file: file,
      reason: "every cap inset is zero: there is nothing to slice "
        + "(Xcode misbehaves with zero insets in tile mode)")
  }

  /// `12` for 12.0, `0.5` for 0.5.
  private static func format(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
