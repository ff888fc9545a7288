import ThemePack

/// `themepack preview`: a page and contact sheets designers can open, every theme light
/// and dark side by side.
struct PreviewCommand: Command {
  static let name = "preview"
  static let summary = "Render a tint preview page and contact sheets of every theme, light and dark."
  static let tryColor = OptionDeclaration.option(
    "--try-color", placeholder: "<color>",
    help: """
      Add a hypothetical theme built from the masters in this colour
      (#RRGGBB, #RRGGBBAA or R,G,B; repeatable). Assets/ is not touched.
      """,
    repeatable: true)
  static let options = [
    SharedBuildOptions.assets,
    SharedBuildOptions.output.withHelp(
      "The output folder (default: Output); only <output>/preview is written."),
    SharedBuildOptions.theme.withHelp("Preview only this theme (repeatable)."),
    tryColor,
    SharedBuildOptions.jobs,
  ]
  static let discussion = """
    Writes Output/preview/index.html (opens from disk: no server, no network), one contact
    sheet Output/preview/<theme>.png per theme, and the images the page shows. The page
    shows each theme's colours with their WCAG contrast, every asset at its point size and
    at each scale, the navigation bar ('navigationBar' in themepack.json) drawn from its
    slice at 320, 390 and 430 points (with 'titleColor', in light, dark and high contrast
    with a title in that colour and its contrast on the bar), a row per asset across
    themes, and lint findings next to their asset. 'make preview-check' opens it in
    headless Chromium.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    var options = SharedBuildOptions.buildOptions(arguments)
    for text in arguments.texts(tryColor) {
      do {
        options.hypotheticalColors.append(try ColorParser.parse(text))
      } catch {
        throw UsageError("invalid value '\(text)' for '--try-color': \(error.description)")
      }
    }
    let result = try LintedRun.run(console: console, findings: { $0.lint.findings }) {
      try ProjectPreview.render(options)
    }
    let sheets = result.files.filter { !$0.contains("/") && $0.hasSuffix(".png") }.count
    console.print(
      "previewed \(result.themes.count) theme\(result.themes.count == 1 ? "" : "s"): "
        + result.themes.joined(separator: ", "))
    console.print("wrote \(result.folder)/index.html and \(sheets) contact sheet\(sheets == 1 ? "" : "s")")
    return .success
  }
}
