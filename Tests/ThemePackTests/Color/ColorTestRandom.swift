/// A seeded SplitMix64 generator, so the randomised colour and tint tests see the same
/// inputs on every run.
struct ColorTestRandom: RandomNumberGenerator {
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

  mutating func byte() -> UInt8 {
    UInt8.random(in: 0...255, using: &self)
  }

  mutating func color(alpha: UInt8 = 255) -> ThemePackTestColor {
    ThemePackTestColor(red: byte(), green: byte(), blue: byte(), alpha: alpha)
  }
}

/// Plain channel values, kept apart from `RGBA8` so test maths does not lean on library code.
struct ThemePackTestColor: Equatable {
  var red: UInt8
  var green: UInt8
  var blue: UInt8
  var alpha: UInt8
}
