import ThemePackImaging
import ThemePackPreview

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
  static let serve = OptionDeclaration.flag(
    "--serve",
    help: """
      Serve the preview at http://127.0.0.1:<port>/ and draw it again on every
      save; the page reloads itself and has a colour input per theme.
      Ctrl-C (or SIGTERM) stops.
      """)
  static let port = OptionDeclaration.option(
    "--port", placeholder: "<n>", value: .integer(0...65535),
    help: "With --serve: the port (default: \(PreviewServer.defaultPort); 0 picks a free one).")
  static let host = OptionDeclaration.option(
    "--host", placeholder: "<address>",
    help: "With --serve: 127.0.0.1 (the default) or localhost; nothing else is served on.")
  static let options = [
    SharedBuildOptions.assets,
    SharedBuildOptions.output.withHelp(
      "The output folder (default: Output); only <output>/preview is written."),
    SharedBuildOptions.theme.withHelp("Preview only this theme (repeatable)."),
    tryColor,
    SharedBuildOptions.jobs,
    serve,
    port,
    host,
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

    With --serve, the same page is served on 127.0.0.1 only (another address is refused)
    and the project is watched (inotify; polling where it is missing): 100 ms after a save
    the preview is drawn again and open pages reload themselves. Each theme gets a colour
    input that tries a colour as --try-color does, drawn by the server; nothing is written
    to the project. A save that does not lint or read shows its problems on the page, above
    the last good preview, and the server keeps running.
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
    if arguments.flag(serve) {
      return try PreviewServeRun.run(
        options, host: arguments.text(host), port: arguments.integer(port), console: console)
    }
    for option in [port, host] where arguments.text(option) != nil {
      throw UsageError("'\(option.name)' needs '--serve'")
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
