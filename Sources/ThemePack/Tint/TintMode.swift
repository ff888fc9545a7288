/// How a theme colour is applied to an image (DOMAIN.md §4). Every mode keeps the image's
/// alpha except `template`, which multiplies it by the tint's alpha.
public enum TintMode: Sendable, Hashable {
  /// The image is left as it is.
  case none
  /// iOS template rendering: every pixel takes the tint's colour; `a := a · tint.a`.
  case template
  /// ImageMagick `-colorize`: `rgb := rgb · (1 − amount) + tint · amount`, amount 0…1.
  case mix(amount: Double)
  /// `rgb := rgb · tint`.
  case multiply
  /// The W3C "color" blend: the tint's hue and saturation with the pixel's luminosity,
  /// so the art's shading survives.
  case color

  /// The names a configuration uses, in documentation order.
  public static let names = ["none", "template", "mix", "multiply", "color"]

  /// The configuration name of the mode.
  public var name: String {
    switch self {
    case .none: return "none"
    case .template: return "template"
    case .mix: return "mix"
    case .multiply: return "multiply"
    case .color: return "color"
    }
  }

  /// Reads a mode from configuration: `name` is one of `names` (exact, lower case);
  /// `amount` is required for `mix` (0…1) and rejected for the others.
  public static func parse(name: String, amount: Double?) throws(TintModeError) -> TintMode {
    switch name {
    case "mix":
      guard let amount else { throw .missingAmount }
      guard amount >= 0, amount <= 1 else { throw .amountOutOfRange(amount) }
      return .mix(amount: amount)
    case "none", "template", "multiply", "color":
      if amount != nil { throw .amountNotAllowed(mode: name) }
      switch name {
      case "none": return .none
      case "template": return .template
      case "multiply": return .multiply
      default: return .color
      }
    default:
      throw .unknownMode(name)
    }
  }
}
