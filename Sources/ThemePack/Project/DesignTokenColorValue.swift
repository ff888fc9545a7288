/// Reads the `$value` of a DTCG `color` token as 8-bit sRGB: the 2025.10 object form
/// (`{"colorSpace": "display-p3", "components": [1, 0.5, 0], "alpha": 0.8, "hex": "#ff8000"}`,
/// any space of `DTCGColorSpace`, `"none"` for a missing component, which counts as 0) or the
/// string form exports still carry (`"#RGB"`, `"#RGBA"`, `"#RRGGBB"`, `"#RRGGBBAA"`).
///
/// A colour outside sRGB is converted from its components (the optional `hex` is the format's
/// fallback for tools without that space: `#rrggbb`, and in the sRGB-gamut spaces within a
/// level of what the components give).
enum DesignTokenColorValue {
  static let objectKeys = ["colorSpace", "components", "alpha", "hex"]

  /// The colour, or why `value` is not one (a reason for a message; `value` is quoted in it).
  static func parse(_ value: JSONValue) -> Result<RGBA8, Problem> {
    switch value {
    case .string(let text): return hex(text, allowAlpha: true).mapError { $0 }
    case .object(let members): return object(members)
    default:
      return .failure(
        Problem(key: nil, reason: "a colour is a hex string or an object, not \(value.typeName)"))
    }
  }

  /// Why a colour value is refused, and the member it is about (`components`, `hex`…).
  struct Problem: Error, Sendable, Equatable {
    var key: String?
    var reason: String
  }

  private static func object(_ members: [String: JSONValue]) -> Result<RGBA8, Problem> {
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
    _ fallback: RGBA8, _ text: String, _ color: RGBA8, space: DTCGColorSpace
  ) -> Problem? {
    guard [.srgb, .srgbLinear, .hsl, .hwb].contains(space) else { return nil }
    let pairs = [(fallback.red, color.red), (fallback.green, color.green), (fallback.blue, color.blue)]
    guard pairs.contains(where: { abs(Int($0.0) - Int($0.1)) > 1 }) else { return nil }
    let given = RGBA8(red: color.red, green: color.green, blue: color.blue).hexString
    return Problem(key: "hex", reason: "'hex' \(text) disagrees with the components, which give \(given)")
  }

  /// `#RGB`, `#RGBA` (with `allowAlpha`), `#RRGGBB`, `#RRGGBBAA` (with `allowAlpha`).
  private static func hex(_ text: String, allowAlpha: Bool) -> Result<RGBA8, Problem> {
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
      let forms = allowAlpha ? "'#RRGGBB', '#RRGGBBAA', '#RGB' or '#RGBA'" : "'#RRGGBB'"
      return .failure(Problem(key: nil, reason: "'\(text)' is not a hex colour: use \(forms)"))
    }
    let bytes: [UInt8] =
      values.count <= 4
      ? values.map { $0 << 4 | $0 }
      : stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
    return .success(
      RGBA8(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255))
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
