import ThemePackSupport

/// How a theme colour is applied to an image (DOMAIN.md §4). Every mode keeps the image's
/// alpha except `template`, which multiplies it by the tint's alpha.
package enum TintMode: Sendable, Hashable {
  /// The image is left as it is.
  case none
  /// iOS template rendering: every pixel takes the tint's colour; `a := a · tint.a`.
  case template
  /// ImageMagick `-colorize`: `rgb := rgb · (1 − amount) + tint · amount`, amount 0…1.
  case mix(amount: Double)
  /// `rgb := rgb · tint`.
  case multiply
  /// The W3C "screen" blend: `rgb := 1 − (1 − rgb) · (1 − tint)`, the dual of `multiply`.
  /// A gray master (black where the theme colour shows, white where white details are,
  /// grays for their antialiased edges) gives the theme colour with white details
  /// exactly: `tint · (1 − t) + white · t` for a master value `t`.
  case screen
  /// The W3C "color" blend: the tint's hue and saturation with the pixel's luminosity,
  /// so the art's shading survives.
  case color

  /// The modes by name, as a configuration or the command line writes them, in
  /// documentation order.
  package enum Name: String, Sendable, CaseIterable {
    case none
    case template
    case mix
    case multiply
    case screen
    case color
  }

  /// The names a configuration uses, in documentation order.
  package static let names = Name.allCases.map(\.rawValue)

  /// The configuration name of the mode.
  package var name: String {
    switch self {
    case .none: return Name.none.rawValue
    case .template: return Name.template.rawValue
    case .mix: return Name.mix.rawValue
    case .multiply: return Name.multiply.rawValue
    case .screen: return Name.screen.rawValue
    case .color: return Name.color.rawValue
    }
  }

  /// Reads a mode from configuration: `name` is one of `names` (exact, lower case);
  /// `amount` is required for `mix` (0…1) and rejected for the others.
  package static func parse(name: String, amount: Double?) throws(TintModeError) -> TintMode {
    guard let known = Name(rawValue: name) else { throw .unknownMode(name) }
    if known != .mix, amount != nil { throw .amountNotAllowed(mode: name) }
    switch known {
    case .none: return .none
    case .template: return .template
    case .mix:
      guard let amount else { throw .missingAmount }
      guard amount >= 0, amount <= 1 else { throw .amountOutOfRange(amount) }
      return .mix(amount: amount)
    case .multiply: return .multiply
    case .screen: return .screen
    case .color: return .color
    }
  }
}
