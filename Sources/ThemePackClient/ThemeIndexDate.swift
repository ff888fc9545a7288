/// The one date form an index may carry: UTC ISO 8601 to the second,
/// `YYYY-MM-DDTHH:MM:SSZ`, which orders correctly as text.
enum ThemeIndexDate {
  static func isValid(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 20 else { return false }
    for (at, byte) in bytes.enumerated() {
      switch at {
      case 4, 7: if byte != UInt8(ascii: "-") { return false }
      case 10: if byte != UInt8(ascii: "T") { return false }
      case 13, 16: if byte != UInt8(ascii: ":") { return false }
      case 19: if byte != UInt8(ascii: "Z") { return false }
      default: if !(0x30...0x39).contains(byte) { return false }
      }
    }
    return true
  }
}
