import ThemePackSupport

/// A tint mode in a configuration that ThemePack does not know or cannot use as written.
package enum TintModeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name is not one of `TintMode.names`.
  case unknownMode(String)
  /// `mix` without an amount.
  case missingAmount
  /// A `mix` amount outside 0…1 (or not a number).
  case amountOutOfRange(Double)
  /// An amount given to a mode that takes none.
  case amountNotAllowed(mode: String)

  package var description: String {
    switch self {
    case .unknownMode(let name):
      let names = TintMode.names
      return "unknown tint mode '\(name)': expected "
        + names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    case .missingAmount:
      return "tint mode 'mix' needs an amount from 0 to 1"
    case .amountOutOfRange(let amount):
      return "invalid amount \(amount) for tint mode 'mix': expected 0 to 1"
    case .amountNotAllowed(let mode):
      return "tint mode '\(mode)' takes no amount"
    }
  }
}
