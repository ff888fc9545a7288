import ThemePackSupport

/// Which columns (or rows) of a master a slice keeps along one axis.
///
/// The caps are kept whole. The centre is reduced to the smallest run that renders the same:
/// - tile: when the centre repeats with a period `p` (every column equals the one `p` further
///   on, a uniform centre having `p = 1`), the first whole periods that make at least one point
///   (or as many whole periods as fit); otherwise a one-point strip from the middle of the
///   centre, which tiles without the seams the whole centre would show, but no longer
///   reproduces the master;
/// - stretch: one point when the centre is uniform, else the whole centre (stretching a
///   smaller part would change the picture).
/// An axis that does not resize keeps everything.
package struct SliceAxisPlan: Sendable {
  /// Source indices, in order, that make up the slice along this axis.
  package let kept: [Int]
  /// Length of the centre within `kept`.
  package let centerLength: Int
  /// Whether tiling or stretching `kept` back to the master's length gives the master exactly.
  package let reproducesMaster: Bool

  /// - Parameters:
  ///   - length: the master's length along the axis, in pixels.
  ///   - leading, trailing: the caps in pixels; `leading + trailing < length`.
  ///   - centerIDs: equal numbers for equal columns (or rows) of the centre, in order.
  ///   - resizes: whether the axis resizes at all.
  package init(
    length: Int, leading: Int, trailing: Int, centerIDs: [Int], resizes: Bool,
    center: SliceCenterMode, scale: Int
  ) {
    let centerCount = length - leading - trailing
    guard resizes else {
      kept = Array(0..<length)
      centerLength = centerCount
      reproducesMaster = true
      return
    }
    let period = Self.smallestPeriod(centerIDs)
    var start = leading
    var keep = centerCount
    var exact = true
    switch center {
    case .tile:
      if period < centerCount || centerCount <= scale {
        let periods = (scale + period - 1) / period
        keep = periods * period <= centerCount ? periods * period : centerCount / period * period
      } else {
        keep = scale
        start = leading + (centerCount - scale) / 2
        exact = false
      }
    case .stretch:
      if period == 1 { keep = min(scale, centerCount) }
    }
    kept = Array(0..<leading) + Array(start..<(start + keep)) + Array((length - trailing)..<length)
    centerLength = keep
    reproducesMaster = exact
  }

  /// The smallest `p ≥ 1` with `ids[i] == ids[i + p]` wherever both exist (`ids.count` when
  /// nothing shorter repeats), from the longest proper border (Knuth–Morris–Pratt).
  package static func smallestPeriod(_ ids: [Int]) -> Int {
    guard ids.count > 1 else { return ids.count }
    var border = [Int](repeating: 0, count: ids.count)
    for index in 1..<ids.count {
      var length = border[index - 1]
      while length > 0 && ids[index] != ids[length] { length = border[length - 1] }
      if ids[index] == ids[length] { length += 1 }
      border[index] = length
    }
    return ids.count - border[ids.count - 1]
  }
}
