import ThemePack

/// `themepack convert IN.png -o OUT.png`: decode and re-encode, the codec end to end.
struct ConvertCommand: Command {
  static let name = "convert"
  static let summary = "Decode a PNG and write it back in its smallest exact form."
  static let usage =
    "themepack convert <in.png> -o <out.png> [--level 0-9] [--filter <filter>] [--strategy <strategy>]"
  static let details = """
    ARGUMENTS:
      <in.png>              Any valid PNG (every colour type, bit depth, interlacing).

    OPTIONS:
      -o, --output <file>   Where to write the result (written atomically).
      --level <0-9>         zlib compression level (default: chosen per image, 9 for palette
                            and small images, 7 for large ones).
      --filter <filter>     none, sub, up, average, paeth, adaptive or automatic (default:
                            none for palette images, else the filter that compresses a
                            sample of the rows best).
      --strategy <strategy> zlib strategy: default, filtered, huffmanOnly, rle or automatic
                            (default: huffmanOnly when it beats deflate on the sample).
      --no-srgb             Do not write the sRGB chunk.

    The output is lossless: pixels are kept exactly, in the smallest colour type that
    holds them (palette, gray, RGB or RGBA). Colour chunks are dropped; no time or text
    chunks are written.
    """

  static func run(_ arguments: inout Arguments, console: Console) throws -> ExitCode {
    let output = try arguments.option("--output", aliases: ["-o"])
    let level = try arguments.integerOption("--level", range: 0...9)
    let filter = try EncodeOptionParsing.filter(try arguments.option("--filter"))
    let strategy = try EncodeOptionParsing.strategy(try arguments.option("--strategy"))
    let noSRGB = arguments.flag("--no-srgb")
    let input = try arguments.requiredPositional("input file")
    try arguments.finish()
    guard let output else { throw UsageError("missing '--output <out.png>'") }

    let decoded = try PNGDecoder.decodeFile(atPath: input)
    let options = PNGEncodeOptions(
      compressionLevel: level, filter: filter, strategy: strategy, writeSRGB: !noSRGB)
    try PNGEncoder.write(decoded.image, toPath: output, options: options)
    return .success
  }
}
