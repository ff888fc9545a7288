import ThemePackSupport

/// Exact area-coverage weights for resampling one axis from `source` to `destination` pixels.
///
/// Destination pixel `i` covers the source interval `[i·n/m, (i+1)·n/m)`; each source pixel it
/// touches weighs the length of the overlap divided by `n/m`. Overlaps are computed in integer
/// units of `1/m` source pixel, so the weights of every destination pixel sum to one exactly
/// before their conversion to `Float`. Computed once per axis and shared by every row or column.
package struct ResampleWeights: Sendable {
  /// Index of the first source pixel that destination pixel `i` touches.
  package let first: [Int]
  /// Where destination pixel `i`'s weights start in `weights`; `offsets[i + 1]` is where they end.
  package let offsets: [Int]
  /// The weights of all destination pixels, one after the other.
  package let weights: [Float]

  package init(source n: Int, destination m: Int) {
    precondition(n > 0 && m > 0, "axis lengths must be positive")
    var first = [Int]()
    var offsets = [0]
    var weights = [Float]()
    first.reserveCapacity(m)
    offsets.reserveCapacity(m + 1)
    for i in 0..<m {
      let low = i * n
      let high = low + n
      let firstSource = low / m
      let lastSource = (high - 1) / m
      first.append(firstSource)
      for j in firstSource...lastSource {
        let overlap = min(high, (j + 1) * m) - max(low, j * m)
        weights.append(Float(Double(overlap) / Double(n)))
      }
      offsets.append(weights.count)
    }
    self.first = first
    self.offsets = offsets
    self.weights = weights
  }
}
