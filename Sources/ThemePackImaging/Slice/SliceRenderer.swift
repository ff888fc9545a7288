import ThemePackSupport

/// Draws a sliced image at another size, as UIKit draws
/// `resizableImage(withCapInsets:resizingMode:)`.
///
/// Along each axis the caps keep their pixels and the centre fills the rest:
/// - tile: the centre repeats from its top-left corner, the last copy cut off;
/// - stretch: each target pixel takes the centre pixel under its middle (nearest sampling).
///   UIKit interpolates linearly; both agree exactly when the centre is uniform along the
///   axis, which is what `Slicer` keeps for a stretched uniform centre, and at the slice's
///   own size.
/// When the target is shorter than the two caps together, the caps are cut: the leading cap
/// keeps its share of the target in proportion to the insets, from its outer edge, and the
/// trailing cap the rest. Insets beyond the image are clamped to it.
package enum SliceRenderer {
  /// `slice` drawn at `width × height` pixels (both at least 1) with `pixelInsets` in pixels
  /// of `slice`.
  package static func render(
    _ slice: RGBAImage, pixelInsets: SlicePixelInsets, center: SliceCenterMode, width: Int,
    height: Int
  ) -> RGBAImage {
    precondition(width > 0 && height > 0, "target size must be at least 1x1")
    let columns = sourceIndices(
      length: slice.width, leading: pixelInsets.left, trailing: pixelInsets.right,
      target: width, center: center)
    let rows = sourceIndices(
      length: slice.height, leading: pixelInsets.top, trailing: pixelInsets.bottom,
      target: height, center: center)
    return slice.picking(columns: columns, rows: rows)
  }

  /// For each of `target` pixels along one axis, the source pixel drawn there.
  package static func sourceIndices(
    length: Int, leading: Int, trailing: Int, target: Int, center: SliceCenterMode
  ) -> [Int] {
    let leading = min(max(0, leading), length)
    let trailing = min(max(0, trailing), length - leading)
    guard target >= leading + trailing else {
      let leadingShare = target * leading / (leading + trailing)
      return Array(0..<leadingShare)
        + Array((length - (target - leadingShare))..<length)
    }
    let sourceCenter = length - leading - trailing
    let targetCenter = target - leading - trailing
    var indices = Array(0..<leading)
    indices.reserveCapacity(target)
    for offset in 0..<targetCenter {
      if sourceCenter == 0 {
        // An empty centre: repeat the pixel where the caps meet.
        indices.append(leading > 0 ? leading - 1 : leading)
      } else if center == .tile {
        indices.append(leading + offset % sourceCenter)
      } else {
        indices.append(leading + (2 * offset + 1) * sourceCenter / (2 * targetCenter))
      }
    }
    indices += Array((length - trailing)..<length)
    return indices
  }
}
