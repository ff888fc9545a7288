import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// `themepack info IN.png [--json]`: what a PNG file is and what it declares.
struct InfoCommand: Command {
  static let name = "info"
  static let summary = "Show a PNG's size, format, chunks and colour metadata."
  static let input = ArgumentDeclaration(
    "<file.png>", missingName: "input file", help: "The PNG file to inspect.")
  static let json = OptionDeclaration.flag("--json", help: "Print one JSON object instead of text.")
  static let arguments = [input]
  static let options = [json]
  static let discussion = """
    Reports the stored format (colour type, bit depth, interlacing, tRNS), every chunk
    in order, and the colour metadata a theme lint cares about: sRGB, gAMA, cHRM, iCCP
    (chunk name), cICP, pHYs; then how a build reads the colours: the ICC profile's own
    description and intent, or the cICP space (cICP outranks iCCP, sRGB and gAMA/cHRM),
    and whether the pixels are converted to sRGB (or why the profile or cICP is refused:
    HDR PQ/HLG, a matrix, narrow range, unknown code points). Exit 1 when the file does
    not decode.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let json = arguments.flag(Self.json)
    let input = arguments.argument(Self.input)

    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytes(at: input)
    } catch {
      throw PNGError(kind: .io, file: input, reason: error.reason, operation: .read)
    }
    let report = try PNGInfoReport(file: input, bytes: bytes)
    if json {
      console.writeOutput(JSONWriter().string(report.json))
    } else {
      for line in report.lines { console.print(line) }
    }
    return .success
  }
}
