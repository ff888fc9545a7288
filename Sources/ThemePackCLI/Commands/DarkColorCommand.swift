import ThemePack

/// `themepack dark-color COLOR`: the dark-mode variant of a theme colour.
struct DarkColorCommand: Command {
  static let name = "dark-color"
  static let summary = "Derive a theme colour's dark-mode variant that keeps its hue."
  static let color = ArgumentDeclaration(
    "<color>", missingName: "colour", help: "#RRGGBB, #RRGGBBAA, or R,G,B / R,G,B,A (0-255).")
  static let background = OptionDeclaration.option(
    "--background", placeholder: "<color>",
    help: """
      The dark background (default #1C1C1E, iOS's elevated dark
      background; meeting it also meets #000000).
      """)
  static let minContrast = OptionDeclaration.option(
    "--min-contrast", placeholder: "<ratio>", value: .decimal(1...21),
    help: "WCAG contrast to reach, 1 to 21 (default 3.0, for UI; 4.5 for text).")
  static let json = OptionDeclaration.flag("--json", help: "Print one JSON object instead of text.")
  static let arguments = [color]
  static let options = [background, minContrast, json]
  static let discussion = """
    Keeps the colour's HCT hue and chroma and raises its tone (CIE L*) just enough for the
    8-bit colour to reach the contrast against the background. A colour that already
    reaches it is kept. Exit 1 when no tone reaches it (the best colour is still printed).
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let json = arguments.flag(Self.json)
    let backgroundText = arguments.text(Self.background)
    let minimum = arguments.decimal(minContrast) ?? DarkColor.defaultMinimumContrast
    let colorText = arguments.argument(Self.color)

    let color = try parseColor(colorText)
    let background =
      try backgroundText.map { text throws(UsageError) in try parseColor(text) }
      ?? DarkColor.defaultBackground
    let result = DarkColor.derive(from: color, background: background, minimumContrast: minimum)

    if json {
      let object: [String: JSONValue] = [
        "source": .string(color.hexString),
        "background": .string(background.hexString),
        "minimumContrast": .number(minimum),
        "color": .string(result.color.hexString),
        "contrast": .number(rounded(result.contrast, places: 4)),
        "tone": .number(rounded(result.tone, places: 2)),
        "meetsContrast": .bool(result.meetsContrast),
      ]
      console.writeOutput(JSONWriter(style: .standard).string(.object(object)))
    } else {
      console.print("dark colour: \(result.color.hexString)")
      console.print(
        "contrast:    \(format(result.contrast)):1 against \(background.hexString)"
          + " (minimum \(format(minimum)):1)")
      console.print("tone:        \(format(result.tone))")
      console.print("meets:       \(result.meetsContrast ? "yes" : "no")")
    }
    guard result.meetsContrast else {
      console.error(
        "'\(color.hexString)' cannot reach contrast \(format(minimum)):1 against"
          + " '\(background.hexString)': the best is \(format(result.contrast)):1")
      return .failure
    }
    return .success
  }

  static func parseColor(_ text: String) throws(UsageError) -> RGBA8 {
    do {
      return try ColorParser.parse(text)
    } catch {
      throw UsageError(error.description)
    }
  }

  private static func rounded(_ value: Double, places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
  }

  /// Two decimals, e.g. `3.07`.
  private static func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}
