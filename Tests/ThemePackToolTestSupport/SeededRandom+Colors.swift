/// Random bytes and colours for the randomised colour and tint tests.
extension SeededRandom {
  package mutating func byte() -> UInt8 {
    UInt8.random(in: 0...255, using: &self)
  }

  package mutating func color(alpha: UInt8 = 255) -> ThemePackTestColor {
    ThemePackTestColor(red: byte(), green: byte(), blue: byte(), alpha: alpha)
  }
}
