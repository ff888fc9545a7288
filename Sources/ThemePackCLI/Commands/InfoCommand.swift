import ThemePack

/// `themepack info IN.png [--json]`: what a PNG file is and what it declares.
struct InfoCommand: Command {
  static let name = "info"
  static let summary = "Show a PNG's size, format, chunks and colour metadata."
  static let usage = "themepack info <file.png> [--json]"
  static let details = """
    ARGUMENTS:
      <file.png>   The PNG file to inspect.

    OPTIONS:
      --json       Print one JSON object instead of text.

    Reports the stored format (colour type, bit depth, interlacing, tRNS), every chunk
    in order, and the colour metadata a theme lint cares about: sRGB, gAMA, iCCP
    (profile name), cICP, pHYs. Exit 1 when the file does not decode.
    """

  static func run(_ arguments: inout Arguments, console: Console) throws -> ExitCode {
    let json = arguments.flag("--json")
    let input = try arguments.requiredPositional("input file")
    try arguments.finish()

    let decoded = try PNGDecoder.decodeFile(atPath: input)
    let report = PNGInfoReport(file: input, decoded: decoded)
    if json {
      console.writeOutput(JSONWriter().string(report.json))
    } else {
      for line in report.lines { console.print(line) }
    }
    return .success
  }
}
