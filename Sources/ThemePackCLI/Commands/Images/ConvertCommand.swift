import ThemePackImaging

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
    "--level", placeholder: "<0-12>",
    value: .integer(PNGEncodeOptions.levels.lowerBound...PNGEncodeOptions.levels.upperBound),
    help: """
      libdeflate compression level, 0 (stored) to 12 (smallest; 10-12 are
      many times slower) (default: chosen per image, 12 for small truecolour
      and gray images, 7 for palette and large ones).
      """)
  static let srgb = OptionDeclaration.flag(
    "--srgb", help: "Convert the pixels to sRGB from the colour space the input declares.",
    excludes: "--no-srgb")
  static let noSRGB = OptionDeclaration.flag(
    "--no-srgb", help: "Do not write the sRGB chunk (the pixels are kept as stored).")
  static let arguments = [input]
  static let options = [
    output, level, EncodeOptionParsing.filter, EncodeOptionParsing.strategy, srgb, noSRGB,
  ]
  static let discussion = """
    The output is lossless: pixels are kept exactly, in the smallest colour type that
    holds them (palette, gray, RGB or RGBA). Colour chunks are dropped; no time or text
    chunks are written. The output is tagged sRGB (an sRGB chunk) unless --no-srgb.

    Without --srgb the stored samples are written whatever colour space the input
    declares. With --srgb they are first converted to sRGB as a build converts them:
    an SDR cICP other than sRGB (Display P3 12/13/0/1…; cICP outranks iCCP), an RGB ICC
    profile (iCCP) or gAMA/cHRM other than sRGB's, with lcms2 and the profile's own
    rendering intent, a 16-bit input at full depth; sRGB and untagged inputs are left as
    they are. A damaged profile or an HDR (PQ/HLG), damaged or unknown cICP is an error.
    --srgb and --no-srgb exclude each other: a converted file is always tagged sRGB.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let decoded = try PNGDecoder.decodeFile(
      atPath: arguments.argument(input), colorManaged: arguments.flag(srgb))
    let options = PNGEncodeOptions(
      compressionLevel: arguments.integer(level), filter: EncodeOptionParsing.chosenFilter(arguments),
      strategy: EncodeOptionParsing.chosenStrategy(arguments), writeSRGB: !arguments.flag(noSRGB))
    try PNGEncoder.write(decoded.image, toPath: arguments.required(output), options: options)
    return .success
  }
}
