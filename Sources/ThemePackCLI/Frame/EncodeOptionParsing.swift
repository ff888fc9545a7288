import ThemePack

/// Parses encoder options shared by the commands that write PNG files.
enum EncodeOptionParsing {
  static func filter(_ text: String?) throws(UsageError) -> PNGEncodeOptions.Filter {
    guard let text else { return .automatic }
    guard let filter = PNGEncodeOptions.Filter(rawValue: text) else {
      let names = PNGEncodeOptions.Filter.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("invalid value '\(text)' for '--filter': expected one of \(names)")
    }
    return filter
  }

  static func strategy(_ text: String?) throws(UsageError) -> PNGEncodeOptions.Strategy {
    guard let text else { return .automatic }
    guard let strategy = PNGEncodeOptions.Strategy(rawValue: text) else {
      let names = PNGEncodeOptions.Strategy.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("invalid value '\(text)' for '--strategy': expected one of \(names)")
    }
    return strategy
  }
}
