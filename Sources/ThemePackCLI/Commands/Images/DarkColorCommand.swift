import ThemePackArchive
import ThemePackImaging

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
  static let on = OptionDeclaration.option(
    "--on", placeholder: "<color>",
    help: """
      The colour it is drawn on instead of the background (a text
      colour on the theme colour); the tone moves the shortest way.
      """)
  static let use = OptionDeclaration.option(
    "--use", placeholder: "<use>", value: .choice(["text", "ui"]),
    help: "What it is: 'text' (4.5:1) or 'ui' (3:1), instead of --min-contrast.")
  static let highContrast = OptionDeclaration.flag(
    "--high-contrast", help: "Ask what Increase Contrast needs: 7:1 for 4.5, 4.5:1 for 3 (WCAG AAA).")
  static let json = OptionDeclaration.flag("--json", help: "Print one JSON object instead of text.")
  static let arguments = [color]
  static let options = [background, minContrast, on, use, highContrast, json]
  static let discussion = """
    Keeps the colour's HCT hue and chroma and raises its tone (CIE L*) just enough for the
    8-bit colour to reach the contrast against the background. A colour that already
    reaches it is kept. With --on the colour is measured against that colour instead and
    its tone moves the shortest way, lighter or darker, as the build derives a colour with
    "on" in theme.json. Exit 1 when no tone reaches it (the best colour is still printed).
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let json = arguments.flag(Self.json)
    let backgroundText = arguments.text(Self.background)
    let colorText = arguments.argument(Self.color)
    let highContrast = arguments.flag(Self.highContrast)
    let request = try request(arguments)
    let minimum = highContrast ? request.highContrast : request.normal

    let color = try parseColor(colorText)
    let onColor = try arguments.text(Self.on).map { text throws(UsageError) in try parseColor(text) }
    let background =
      try onColor ?? backgroundText.map { text throws(UsageError) in try parseColor(text) }
      ?? DarkColor.defaultBackground
    let result = derive(color, on: background, minimum: minimum, shortestWay: onColor != nil || highContrast)

    if json {
      let object: [String: JSONValue] = [
        "source": .string(color.hexString),
        "background": .string(background.hexString),
        "minimumContrast": .number(minimum),
        "color": .string(result.color.hexString),
        "contrast": .number(rounded(result.contrast, places: 4)),
        "tone": .number(rounded(result.tone, places: 2)),
        "meetsContrast": .bool(result.meetsContrast),
        "highContrast": .bool(highContrast),
      ]
      var members = object
      if let onColor { members["on"] = .string(onColor.hexString) }
      if let use = arguments.text(Self.use) { members["use"] = .string(use) }
      console.writeOutput(JSONWriter(style: .standard).string(.object(members)))
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

  /// `--use` or `--min-contrast` (not both), default 3:1.
  private static func request(_ arguments: ParsedArguments) throws(UsageError) -> ContrastNeed {
    let ratio = arguments.decimal(minContrast)
    guard let use = arguments.text(Self.use) else {
      return ContrastNeed(ratio: ratio ?? DarkColor.defaultMinimumContrast)
    }
    guard ratio == nil else { throw UsageError("give --use or --min-contrast, not both") }
    return use == "text" ? .text : .ui
  }

  /// `DarkColor.derive` (tone moved away from the background), or with `shortestWay` the
  /// build's `ContrastSolver` (tone moved the shortest way).
  private static func derive(_ color: ThemeRGBA, on target: ThemeRGBA, minimum: Double, shortestWay: Bool)
    -> DarkColorResult
  {
    guard shortestWay else {
      return DarkColor.derive(from: color, background: target, minimumContrast: minimum)
    }
    let solved = ContrastSolver.solve(from: color, against: target, minimum: minimum)
    return DarkColorResult(
      color: solved.color, contrast: solved.contrast, tone: HCT(solved.color).tone,
      meetsContrast: solved.meetsContrast)
  }

  static func parseColor(_ text: String) throws(UsageError) -> ThemeRGBA {
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
