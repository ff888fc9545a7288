extension RGBA8 {
  /// `#RRGGBB` in upper case, or `#RRGGBBAA` when alpha is not 255; `ColorParser` reads it back.
  public var hexString: String {
    var text = "#" + Self.hex(red) + Self.hex(green) + Self.hex(blue)
    if alpha != 255 { text += Self.hex(alpha) }
    return text
  }

  private static func hex(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String(digits[Int(value >> 4)]) + String(digits[Int(value & 0xF)])
  }
}
