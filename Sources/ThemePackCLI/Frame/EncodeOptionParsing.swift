import ThemePackImaging

/// The encoder options shared by the commands that write PNG files: their declarations,
/// whose names come from the encoder's enums, and their values.
enum EncodeOptionParsing {
  static let filter = OptionDeclaration.option(
    "--filter", placeholder: "<filter>",
    value: .choice(PNGEncodeOptions.Filter.allCases.map(\.rawValue)),
    help: """
      \(CommandHelp.list(PNGEncodeOptions.Filter.allCases.map(\.rawValue))) (default:
      \(PNGEncodeOptions.Filter.none.rawValue) for palette images, else the filter that compresses a
      sample of the rows best).
      """)
  static let strategy = OptionDeclaration.option(
    "--strategy", placeholder: "<strategy>",
    value: .choice(PNGEncodeOptions.Strategy.allCases.map(\.rawValue)),
    help: """
      \(CommandHelp.list(PNGEncodeOptions.Strategy.allCases.map(\.rawValue))): default is
      libdeflate; filtered, huffmanOnly and rle are zlib's strategies (at most level 9)
      (default: \(PNGEncodeOptions.Strategy.huffmanOnly.rawValue) when it beats libdeflate on the sample).
      """)

  /// The `--filter` given, or `automatic`.
  static func chosenFilter(_ arguments: ParsedArguments) -> PNGEncodeOptions.Filter {
    arguments.text(filter).flatMap(PNGEncodeOptions.Filter.init(rawValue:)) ?? .automatic
  }

  /// The `--strategy` given, or `automatic`.
  static func chosenStrategy(_ arguments: ParsedArguments) -> PNGEncodeOptions.Strategy {
    arguments.text(strategy).flatMap(PNGEncodeOptions.Strategy.init(rawValue:)) ?? .automatic
  }
}
