import ThemePack

/// `themepack convert IN.png -o OUT.png`: decode and re-encode, the codec end to end.
struct ConvertCommand: Command {
  static let name = "convert"
  static let summary = "Decode a PNG and write it back in its smallest exact form."
  static let input = ArgumentDeclaration(
    "<in.png>", missingName: "input file",
    help: "Any valid PNG (every colour type, bit depth, interlacing).")
  static let output = OptionDeclaration.option(
    "--output", aliases: ["-o"], placeholder: "<out.png>",
    help: "Where to write the result (written atomically).", required: true)
  static let level = OptionDeclaration.option(
    "--level", placeholder: "<0-9>", value: .integer(0...9),
    help: """
      zlib compression level (default: chosen per image, 9 for palette
      and small images, 7 for large ones).
      """)
  static let noSRGB = OptionDeclaration.flag("--no-srgb", help: "Do not write the sRGB chunk.")
  static let arguments = [input]
  static let options = [output, level, EncodeOptionParsing.filter, EncodeOptionParsing.strategy, noSRGB]
  static let discussion = """
    The output is lossless: pixels are kept exactly, in the smallest colour type that
    holds them (palette, gray, RGB or RGBA). Colour chunks are dropped; no time or text
    chunks are written.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let decoded = try PNGDecoder.decodeFile(atPath: arguments.argument(input))
    let options = PNGEncodeOptions(
      compressionLevel: arguments.integer(level), filter: EncodeOptionParsing.chosenFilter(arguments),
      strategy: EncodeOptionParsing.chosenStrategy(arguments), writeSRGB: !arguments.flag(noSRGB))
    try PNGEncoder.write(decoded.image, toPath: arguments.required(output), options: options)
    return .success
  }
}
