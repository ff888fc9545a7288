/// An sRGB colour with alpha, 8 bits a channel, straight (not premultiplied): a colour as a
/// manifest writes it (`#RRGGBB`, `#RRGGBBAA`), and the tool's pixel.
///
/// ThemePackClient re-exports this one type of ThemePackArchive, so an app names it through
/// `import ThemePackClient`. It encodes (`Codable`) as `{"red", "green", "blue", "alpha"}`, as
/// the lint's cache of image facts stores it.
public struct ThemeRGBA: Sendable, Hashable, Comparable, Codable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Fully transparent black, the canonical transparent pixel.
  package static let clear = ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 0)

  /// Parses `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
  public init?(hex text: String) {
    let digits = Array(text.utf8)
    guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
    var values: [UInt8] = []
    var at = 1
    while at < digits.count {
      guard let high = Self.nibble(digits[at]), let low = Self.nibble(digits[at + 1]) else { return nil }
      values.append(high << 4 | low)
      at += 2
    }
    self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 255)
  }

  /// Each channel from 0 to 1, as `UIColor(red:green:blue:alpha:)` takes them.
  public var components: (red: Double, green: Double, blue: Double, alpha: Double) {
    (Double(red) / 255, Double(green) / 255, Double(blue) / 255, Double(alpha) / 255)
  }

  /// Orders colours by red, green, blue, then alpha: the tool's palettes are sorted so.
  public static func < (lhs: ThemeRGBA, rhs: ThemeRGBA) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) < (rhs.red, rhs.green, rhs.blue, rhs.alpha)
  }

  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }
}
