/// A small deterministic random number generator (SplitMix64): the same seed gives the same
/// numbers on every machine and every run, which keeps generated projects byte-identical.
struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, from the top 53 bits (no platform-dependent conversion).
  mutating func unit(_ range: ClosedRange<Double> = 0...1) -> Double {
    let fraction = Double(next() >> 11) / Double(1 << 53)
    return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
  }

  /// An integer in `range`.
  mutating func integer(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// A stateless hash of a pixel position and a seed to 0…1, for noise that needs no
  /// generator state (and so can be drawn in any order).
  static func noise(_ x: Int, _ y: Int, seed: UInt64) -> Double {
    var generator = SeededRandom(
      seed: seed ^ (UInt64(truncatingIfNeeded: x) << 32) ^ UInt64(truncatingIfNeeded: y))
    return Double(generator.next() >> 11) / Double(1 << 53)
  }
}
