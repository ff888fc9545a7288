import ThemePackSupport

/// A theme colour string that is not `#RRGGBB`, `#RRGGBBAA`, `R,G,B` or `R,G,B,A`.
package enum ColorParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing but white space.
  case empty
  /// A `#` form without exactly 6 or 8 hex digits.
  case badHex(String)
  /// A comma form with other than 3 or 4 components.
  case componentCount(String)
  /// A comma-form component that is not a whole decimal number.
  case notANumber(String, component: String)
  /// A comma-form component outside 0…255.
  case outOfRange(String)

  package var description: String {
    switch self {
    case .empty:
      return "invalid colour '': expected #RRGGBB, #RRGGBBAA or R,G,B"
    case .badHex(let text):
      return "invalid colour '\(text)': expected 6 or 8 hex digits after '#'"
    case .componentCount(let text):
      return "invalid colour '\(text)': expected #RRGGBB, #RRGGBBAA, R,G,B or R,G,B,A"
    case .notANumber(let text, let component):
      return "invalid colour '\(text)': component '\(component)' is not a whole number"
    case .outOfRange(let text):
      return "invalid colour '\(text)': components must be 0 to 255"
    }
  }
}
