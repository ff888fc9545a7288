// TEMPORARY: stand-ins for the colour and scale APIs being written on other branches.
// Deleted when those branches land on main.
import Foundation

public struct ColorParseError: Error, Sendable, Equatable, CustomStringConvertible {
  public let description: String
}

public enum ColorParser {
  public static func parse(_ text: String) throws(ColorParseError) -> RGBA8 {
    let t = text.trimmingCharacters(in: .whitespaces)
    if t.hasPrefix("#") {
      let hex = t.dropFirst()
      guard hex.count == 6 || hex.count == 8, let v = UInt64(hex, radix: 16) else {
        throw ColorParseError(description: "expected #RRGGBB, #RRGGBBAA or R,G,B")
      }
      if hex.count == 6 {
        return RGBA8(red: UInt8(v >> 16 & 255), green: UInt8(v >> 8 & 255), blue: UInt8(v & 255))
      }
      return RGBA8(
        red: UInt8(v >> 24 & 255), green: UInt8(v >> 16 & 255), blue: UInt8(v >> 8 & 255),
        alpha: UInt8(v & 255))
    }
    let parts = t.split(separator: ",", omittingEmptySubsequences: false).map {
      UInt8($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else {
      throw ColorParseError(description: "expected #RRGGBB, #RRGGBBAA or R,G,B")
    }
    return RGBA8(red: r, green: g, blue: b)
  }
}

extension RGBA8 {
  public var hexString: String {
    let parts = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#" + parts.map { String(format: "%02X", $0) }.joined()
  }
}

public enum WCAGContrast {
  static func luminance(_ c: RGBA8) -> Double {
    func lin(_ v: UInt8) -> Double {
      let c = Double(v) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * lin(c.red) + 0.7152 * lin(c.green) + 0.0722 * lin(c.blue)
  }
  public static func ratio(_ a: RGBA8, _ b: RGBA8) -> Double {
    let la = luminance(a)
    let lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }
}

public struct DarkColorResult: Sendable, Equatable {
  public var color: RGBA8
  public var contrast: Double
  public var tone: Double
  public var meetsContrast: Bool
}

public enum DarkColor {
  public static func derive(
    from color: RGBA8, background: RGBA8, minimumContrast: Double
  ) -> DarkColorResult {
    var c = color
    for step in 0...255 {
      func up(_ v: UInt8) -> UInt8 { UInt8(min(255, Int(v) + step)) }
      c = RGBA8(red: up(color.red), green: up(color.green), blue: up(color.blue))
      if WCAGContrast.ratio(c, background) >= minimumContrast { break }
    }
    let ratio = WCAGContrast.ratio(c, background)
    return DarkColorResult(color: c, contrast: ratio, tone: 0, meetsContrast: ratio >= minimumContrast)
  }
}

public enum ColorDistance {
  public static func ciede2000(_ a: RGBA8, _ b: RGBA8) -> Double {
    let dr = Double(a.red) - Double(b.red)
    let dg = Double(a.green) - Double(b.green)
    let db = Double(a.blue) - Double(b.blue)
    return (dr * dr + dg * dg + db * db).squareRoot() / 4.41
  }
  public static func oklab(_ a: RGBA8, _ b: RGBA8) -> Double { ciede2000(a, b) / 100 }
}

public enum DominantColor {
  public static func of(_ image: RGBAImage) -> RGBA8? {
    var counts: [RGBA8: Int] = [:]
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].alpha >= 128 {
        var p = image[x, y]
        p.alpha = 255
        counts[p, default: 0] += 1
      }
    }
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }
}

public struct TintModeError: Error, Sendable, Equatable, CustomStringConvertible {
  public let description: String
}

public enum TintMode: Sendable, Equatable, Hashable {
  case none
  case template
  case mix(amount: Double)
  case multiply
  case color

  public static func parse(name: String, amount: Double?) throws(TintModeError) -> TintMode {
    switch name {
    case "none": return .none
    case "template": return .template
    case "multiply": return .multiply
    case "color": return .color
    case "mix":
      guard let amount, (0...1).contains(amount) else {
        throw TintModeError(description: "'mix' needs an amount from 0 to 1")
      }
      return .mix(amount: amount)
    default:
      throw TintModeError(
        description: "unknown tint mode '\(name)': expected none, template, mix, multiply or color")
    }
  }
}

