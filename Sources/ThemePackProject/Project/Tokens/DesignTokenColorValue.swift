import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Reads the `$value` of a DTCG `color` token as 8-bit sRGB: the 2025.10 object form
/// (`{"colorSpace": "display-p3", "components": [1, 0.5, 0], "alpha": 0.8, "hex": "#ff8000"}`,
/// any space of `DTCGColorSpace`, `"none"` for a missing component, which counts as 0) or the
/// string form exports still carry (`"#RGB"`, `"#RGBA"`, `"#RRGGBB"`, `"#RRGGBBAA"`, and as
/// Tokens Studio writes them `"rgb(255, 0, 0)"`, `"rgba(255, 0, 0, 0.5)"`, `"rgba(#FF0000, 0.5)"`).
///
/// A colour outside sRGB is converted from its components (the optional `hex` is the format's
/// fallback for tools without that space: `#rrggbb`, and in the sRGB-gamut spaces within a
/// level of what the components give).
package enum DesignTokenColorValue {
  package static let objectKeys = ["colorSpace", "components", "alpha", "hex"]

  /// The colour, or why `value` is not one (a reason for a message; `value` is quoted in it).
  package static func parse(_ value: JSONValue) -> Result<ThemeRGBA, Problem> {
    switch value {
    case .string(let text):
      if let color = functional(text) { return color }
      return hex(text, allowAlpha: true)
    case .object(let members): return object(members)
    default:
      return .failure(
        Problem(key: nil, reason: "a colour is a hex string or an object, not \(value.typeName)"))
    }
  }

  /// Why a colour value is refused, and the member it is about (`components`, `hex`…).
  package struct Problem: Error, Sendable, Equatable {
    package var key: String?
    package var reason: String
  }

  private static func object(_ members: [String: JSONValue]) -> Result<ThemeRGBA, Problem> {
    guard let spaceValue = members["colorSpace"] else {
      return .failure(Problem(key: nil, reason: "a colour object needs 'colorSpace'"))
    }
    guard let spaceName = spaceValue.stringValue else {
      return .failure(
        Problem(key: "colorSpace", reason: "'colorSpace' is \(spaceValue.typeName), not a string"))
    }
    guard let space = DTCGColorSpace(rawValue: spaceName) else {
      let known = DTCGColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
      return .failure(
        Problem(key: "colorSpace", reason: "unknown colour space '\(spaceName)': use one of \(known)"))
    }
    guard let list = members["components"]?.arrayValue, list.count == 3 else {
      return .failure(Problem(key: "components", reason: "'components' must be an array of three numbers"))
    }
    var components: [Double] = []
    for (index, item) in list.enumerated() {
      if item.stringValue == "none" {
        components.append(0)
        continue
      }
      let range = space.ranges[index]
      guard let number = item.numberValue, number.isFinite else {
        return .failure(
          Problem(
            key: "components", reason: "component \(index + 1) is \(item.typeName), not a number or 'none'"))
      }
      let isHue = space.hueIndex == index
      guard range.contains(number), !(isHue && number == 360) else {
        let bounds =
          isHue
          ? "from 0 up to 360"
          : range.upperBound == .greatestFiniteMagnitude
            ? "at least \(format(range.lowerBound))"
            : "from \(format(range.lowerBound)) to \(format(range.upperBound))"
        return .failure(
          Problem(
            key: "components",
            reason: "component \(index + 1) (\(format(number))) is out of range for '\(spaceName)': \(bounds)"
          ))
      }
      components.append(number)
    }
    var alpha = 1.0
    if let alphaValue = members["alpha"] {
      guard let number = alphaValue.numberValue, (0...1).contains(number) else {
        return .failure(Problem(key: "alpha", reason: "'alpha' must be a number from 0 to 1"))
      }
      alpha = number
    }
    let color = space.rgba(components, alpha: alpha)
    if let hexValue = members["hex"] {
      guard let text = hexValue.stringValue, text.utf8.count == 7,
        case .success(let fallback) = hex(text, allowAlpha: false)
      else {
        return .failure(Problem(key: "hex", reason: "'hex' must be a string '#rrggbb'"))
      }
      if let problem = disagreement(fallback, text, color, space: space) { return .failure(problem) }
    }
    return .success(color)
  }

  /// Why `hex` disagrees with the colour its components give, for the spaces whose every
  /// colour is inside sRGB (there `hex` has one right value; a level apart is rounding).
  /// In the wider spaces a tool may gamut-map the fallback its own way, so it is not checked.
  private static func disagreement(
    _ fallback: ThemeRGBA, _ text: String, _ color: ThemeRGBA, space: DTCGColorSpace
  ) -> Problem? {
    guard [.srgb, .srgbLinear, .hsl, .hwb].contains(space) else { return nil }
    let pairs = [(fallback.red, color.red), (fallback.green, color.green), (fallback.blue, color.blue)]
    guard pairs.contains(where: { abs(Int($0.0) - Int($0.1)) > 1 }) else { return nil }
    let given = ThemeRGBA(red: color.red, green: color.green, blue: color.blue).hexString
    return Problem(key: "hex", reason: "'hex' \(text) disagrees with the components, which give \(given)")
  }

  /// `rgb(…)` or `rgba(…)` (either with or without alpha, as CSS Color 4 reads them): three
  /// channels, each 0 to 255 or a percentage, and an optional alpha, 0 to 1 or a percentage;
  /// or, as Tokens Studio writes it, a hex colour and an alpha (`rgba(#FF0000, 0.5)`). Nil
  /// when `text` is no `rgb(`/`rgba(` call; a problem when its arguments are wrong.
  private static func functional(_ text: String) -> Result<ThemeRGBA, Problem>? {
    let lower = text.lowercased()
    guard lower.hasSuffix(")"), let open = ["rgba(", "rgb("].first(where: { lower.hasPrefix($0) }) else {
      return nil
    }
    let arguments = text.dropFirst(open.count).dropLast().split(
      separator: ",", omittingEmptySubsequences: false
    )
    .map { $0.trimmingCharacters(in: .whitespaces) }
    let refused = Problem(
      key: nil,
      reason: "'\(text)' is not an rgb colour: use 'rgba(R, G, B, A)' (channels 0 to 255 or percentages, "
        + "alpha 0 to 1) or 'rgba(#RRGGBB, A)'")
    func number(_ argument: String, scale: Double) -> Double? {
      let isPercent = argument.hasSuffix("%")
      let digits = isPercent ? String(argument.dropLast()) : argument
      guard digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(digits),
        value >= 0, value <= (isPercent ? 100 : scale)
      else { return nil }
      return isPercent ? value / 100 : value / scale
    }
    func byte(_ fraction: Double) -> UInt8 { UInt8((fraction * 255).rounded()) }
    let channels: [Double]
    var alphaArgument = arguments.count == 4 ? arguments[3] : nil
    if arguments.count == 2, arguments[0].hasPrefix("#"),
      case .success(let color) = hex(arguments[0], allowAlpha: false)
    {
      channels = [color.red, color.green, color.blue].map { Double($0) / 255 }
      alphaArgument = arguments[1]
    } else if arguments.count == 3 || arguments.count == 4 {
      let parsed = arguments.prefix(3).compactMap { number($0, scale: 255) }
      guard parsed.count == 3 else { return .failure(refused) }
      channels = parsed
    } else {
      return .failure(refused)
    }
    var alpha = 1.0
    if let alphaArgument {
      guard let value = number(alphaArgument, scale: 1) else { return .failure(refused) }
      alpha = value
    }
    return .success(
      ThemeRGBA(red: byte(channels[0]), green: byte(channels[1]), blue: byte(channels[2]), alpha: byte(alpha))
    )
  }

  /// `#RGB`, `#RGBA` (with `allowAlpha`), `#RRGGBB`, `#RRGGBBAA` (with `allowAlpha`).
  private static func hex(_ text: String, allowAlpha: Bool) -> Result<ThemeRGBA, Problem> {
    let digits = Array(text.utf8.dropFirst()).map { byte -> UInt8? in
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
      default: return nil
      }
    }
    let counts = allowAlpha ? [3, 4, 6, 8] : [3, 6]
    let values = digits.compactMap { $0 }
    guard text.hasPrefix("#"), counts.contains(digits.count), values.count == digits.count else {
      let forms =
        allowAlpha ? "'#RRGGBB', '#RRGGBBAA', '#RGB', '#RGBA' or 'rgba(R, G, B, A)'" : "'#RRGGBB'"
      return .failure(Problem(key: nil, reason: "'\(text)' is not a hex colour: use \(forms)"))
    }
    let bytes: [UInt8] =
      values.count <= 4
      ? values.map { $0 << 4 | $0 }
      : stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
    return .success(
      ThemeRGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255))
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
