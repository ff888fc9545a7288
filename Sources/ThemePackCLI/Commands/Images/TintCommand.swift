import ThemePackImaging

/// `themepack tint IN.png --color C -o OUT.png`: apply a theme colour to one image.
struct TintCommand: Command {
  static let name = "tint"
  static let summary =
    "Tint one PNG with a theme colour (\(CommandHelp.list(tintingModes.map(\.rawValue))))."
  /// The modes that change the image: every one but `none`.
  static let tintingModes = TintMode.Name.allCases.filter { $0 != .none }
  static let input = ArgumentDeclaration("<in.png>", missingName: "input file", help: "The image to tint.")
  static let color = OptionDeclaration.option(
    "--color", placeholder: "<color>", help: "#RRGGBB, #RRGGBBAA, or R,G,B / R,G,B,A (0-255).",
    required: true)
  static let mode = OptionDeclaration.option(
    "--mode", placeholder: "<mode>",
    help: CommandHelp.valueList(
      TintMode.Name.allCases.map { ($0.rawValue, describe($0)) }, default: TintMode.Name.template.rawValue))
  static let amount = OptionDeclaration.option(
    "--amount", placeholder: "<0-1>", value: .decimal(0...1),
    help:
      "How much of the colour '\(TintMode.Name.mix.rawValue)' blends in; only for \(TintMode.Name.mix.rawValue)."
  )
  static let output = OptionDeclaration.option(
    "--output", aliases: ["-o"], placeholder: "<out.png>",
    help: "Where to write the result (written atomically).", required: true)
  static let arguments = [input]
  static let options = [color, mode, amount, output]
  static let discussion = """
    Fully transparent pixels are written as 0,0,0,0. An input tagged with another colour
    space (an SDR cICP such as Display P3, an RGB ICC profile, gAMA/cHRM) is converted to
    sRGB first, as a build does (a 16-bit input at full depth); an HDR (PQ/HLG) or unknown
    cICP is an error. The output is tagged sRGB.
    """

  /// What `--mode` help says of each mode.
  static func describe(_ mode: TintMode.Name) -> String {
    switch mode {
    case .none: return "the image is written as it is, the colour unused"
    case .template:
      return """
        every pixel takes the colour, alpha is kept
          (times the colour's alpha)
        """
    case .mix: return "blend the colour in by --amount (ImageMagick -colorize)"
    case .multiply: return "multiply each channel by the colour"
    case .screen: return "the colour where the art is black, white where white (W3C screen)"
    case .color: return "the colour's hue with the art's own shading (W3C blend)"
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let color = try DarkColorCommand.parseColor(arguments.required(Self.color))
    let mode: TintMode
    do {
      mode = try TintMode.parse(
        name: arguments.text(Self.mode) ?? TintMode.Name.template.rawValue,
        amount: arguments.decimal(amount))
    } catch {
      throw UsageError(error.description)
    }

    let decoded = try PNGDecoder.decodeFile(atPath: arguments.argument(input), colorManaged: true)
    let tinted = Tinter.tint(decoded.image, color: color, mode: mode)
    try PNGEncoder.write(tinted, toPath: arguments.required(output))
    return .success
  }
}
