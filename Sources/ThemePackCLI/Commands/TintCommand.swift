import ThemePack

/// `themepack tint IN.png --color C -o OUT.png`: apply a theme colour to one image.
struct TintCommand: Command {
  static let name = "tint"
  static let summary = "Tint one PNG with a theme colour (template, mix, multiply or color)."
  static let usage =
    "themepack tint <in.png> --color <color> [--mode <mode>] [--amount <0-1>] -o <out.png>"
  static let details = """
    ARGUMENTS:
      <in.png>              The image to tint.

    OPTIONS:
      --color <color>       #RRGGBB, #RRGGBBAA, or R,G,B / R,G,B,A (0-255).
      --mode <mode>         template (default): every pixel takes the colour, alpha is kept
                              (times the colour's alpha);
                            mix: blend the colour in by --amount (ImageMagick -colorize);
                            multiply: multiply each channel by the colour;
                            color: the colour's hue with the art's own shading (W3C blend).
      --amount <0-1>        How much of the colour 'mix' blends in; only for mix.
      -o, --output <file>   Where to write the result (written atomically).

    Fully transparent pixels are written as 0,0,0,0.
    """

  static func run(_ arguments: inout Arguments, console: Console) throws -> ExitCode {
    let output = try arguments.option("--output", aliases: ["-o"])
    let colorText = try arguments.option("--color")
    let modeName = try arguments.option("--mode") ?? "template"
    let amount = try arguments.decimalOption("--amount", range: 0...1)
    let input = try arguments.requiredPositional("input file")
    try arguments.finish()
    guard let colorText else { throw UsageError("missing '--color <color>'") }
    guard let output else { throw UsageError("missing '--output <out.png>'") }
    let color = try DarkColorCommand.parseColor(colorText)
    let mode: TintMode
    do {
      mode = try TintMode.parse(name: modeName, amount: amount)
    } catch {
      throw UsageError(error.description)
    }

    let decoded = try PNGDecoder.decodeFile(atPath: input)
    let tinted = Tinter.tint(decoded.image, color: color, mode: mode)
    try PNGEncoder.write(tinted, toPath: output)
    return .success
  }
}
