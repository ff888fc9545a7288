import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Reads the colours of an Xcode `.colorset`: every component notation Xcode writes or
/// accepts, and the named colour spaces, converted to 8-bit sRGB.
///
/// Components: a string with a decimal point is 0…1 (`"0.133"`), a plain integer string is
/// 0…255 (`"34"`), `0x` hex is 0…255 (`"0x22"`); a JSON number with a fraction, or at most
/// 1, is 0…1, a larger whole number 0…255. Spaces: `srgb` (also when absent) as is;
/// `extended-srgb` clamped to 0…1; `display-p3` and `extended-linear-display-p3` converted to
/// sRGB through linear light and XYZ (D65), out-of-gamut values clipped; `extended-linear-srgb`
/// encoded with the sRGB curve; `gray-gamma-22` (as Xcode writes it; `gray-gamma-2.2` too)
/// and `extended-gray` (component `white`) converted from a 2.2 gamma to sRGB. Whether a value was clipped is reported.
package enum CatalogColorValue {
  /// The result of reading one colour.
  package struct Parsed: Equatable {
    package var color: ThemeRGBA
    /// The colour space as written (`srgb` when absent).
    package var space: String
    /// Whether the value lay outside sRGB and was clipped.
    package var clipped: Bool
  }

  /// The colour spaces read.
  package static let spaces = [
    "srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "extended-linear-display-p3",
    "gray-gamma-22", "gray-gamma-2.2", "extended-gray",
  ]

  /// One component as 0…1 (possibly outside, for extended spaces), or nil when it is none of
  /// the notations.
  package static func component(_ value: JSONValue) -> Double? {
    if let number = value.numberValue {
      return number.rounded() == number && number > 1 ? number / 255 : number
    }
    guard let text = value.stringValue?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    let lower = text.lowercased()
    if lower.hasPrefix("0x") {
      guard let value = Int(lower.dropFirst(2), radix: 16), (0...255).contains(value) else { return nil }
      return Double(value) / 255
    }
    if text.contains(".") || lower.contains("e") { return Double(text).flatMap { $0.isFinite ? $0 : nil } }
    guard let whole = Int(text), (0...255).contains(whole) else { return nil }
    return Double(whole) / 255
  }

  /// The colour of `space` with `components`; a reason when it cannot be read.
  package static func parse(space: String?, components: [String: JSONValue]) -> Result<Parsed, Failure> {
    let name = space ?? "srgb"
    guard spaces.contains(name) else { return .failure(Failure("unknown colour space '\(name)'")) }
    func read(_ key: String) -> Result<Double, Failure> {
      guard let raw = components[key] else { return .failure(Failure("missing component '\(key)'")) }
      guard let value = component(raw) else { return .failure(Failure("unreadable component '\(key)'")) }
      return .success(value)
    }
    do {
      let alpha = components["alpha"] == nil ? 1 : try read("alpha").get()
      let encoded: [Double]
      switch name {
      case "gray-gamma-22", "gray-gamma-2.2", "extended-gray":
        let white = try read("white").get()
        let level = white < 0 ? 0 : SRGB.encoded(pow(white, 2.2))
        encoded = [level, level, level]
      case "srgb", "extended-srgb":
        encoded = [try read("red").get(), try read("green").get(), try read("blue").get()]
      default:
        let linear = toLinearSRGB(
          (try read("red").get(), try read("green").get(), try read("blue").get()), space: name)
        encoded = [linear.0, linear.1, linear.2].map { $0 < 0 ? -SRGB.encoded(-$0) : SRGB.encoded($0) }
      }
      let clipped = (encoded + [alpha]).contains { $0 < -0.0005 || $0 > 1.0005 }
      let channels = (encoded + [alpha]).map { SRGB.quantize(min(max($0, 0), 1)) }
      let color = ThemeRGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
      return .success(Parsed(color: color, space: name, clipped: clipped))
    } catch {
      return .failure(error)
    }
  }

  /// Linear-light sRGB of `rgb` in `space` (a Display P3 or linear space).
  private static func toLinearSRGB(_ rgb: (Double, Double, Double), space: String) -> (Double, Double, Double)
  {
    func signedLinear(_ value: Double) -> Double { value < 0 ? -SRGB.linear(-value) : SRGB.linear(value) }
    if space == "extended-linear-srgb" { return rgb }
    let linear = space == "display-p3" ? (signedLinear(rgb.0), signedLinear(rgb.1), signedLinear(rgb.2)) : rgb
    // Display P3 (D65) to sRGB in linear light: P3-to-XYZ and XYZ-to-sRGB combined.
    return (
      1.224_940_2 * linear.0 - 0.224_940_4 * linear.1,
      -0.042_056_9 * linear.0 + 1.042_057_1 * linear.1,
      -0.019_637_6 * linear.0 - 0.078_636_1 * linear.1 + 1.098_273_5 * linear.2
    )
  }

  /// Why a colour could not be read.
  package struct Failure: Error, Equatable {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
  }
}
