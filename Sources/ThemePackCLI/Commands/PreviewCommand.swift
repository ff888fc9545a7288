import ThemePack

/// `themepack preview`: a page and contact sheets designers can open, every theme light
/// and dark side by side.
struct PreviewCommand: Command {
  static let name = "preview"
  static let summary = "Render a tint preview page and contact sheets of every theme, light and dark."
  static let usage =
    "themepack preview [--assets <dir>] [--output <dir>] [--theme <name>]… [--try-color <color>]…"
  static let details = """
    OPTIONS:
      --assets <dir>        The project folder (default: Assets).
      --output <dir>        The output folder (default: Output); only <output>/preview is written.
      --theme <name>        Preview only this theme (repeatable).
      --try-color <color>   Add a hypothetical theme built from the masters in this colour
                            (#RRGGBB, #RRGGBBAA or R,G,B; repeatable). Assets/ is not touched.
      --jobs <n>            Worker threads (default: the number of cores).

    Writes Output/preview/index.html (opens from disk: no server, no network), one contact
    sheet Output/preview/<theme>.png per theme, and the images the page shows. The page
    shows each theme's colours with their WCAG contrast, every asset at its point size and
    at each scale, the navigation bar ('navigationBar' in themepack.json) drawn from its
    slice at 320, 390 and 430 points, a row per asset across themes, and lint findings next
    to their asset. 'make preview-check' opens it in headless Chromium.
    """

  static func run(_ arguments: inout Arguments, console: Console) throws -> ExitCode {
    var options = try BuildCommand.options(&arguments)
    for text in try arguments.options("--try-color") {
      do {
        options.hypotheticalColors.append(try ColorParser.parse(text))
      } catch {
        throw UsageError("invalid value '\(text)' for '--try-color': \(error.description)")
      }
    }
    try arguments.finish()
    let result: ProjectPreview.Result
    do {
      result = try ProjectPreview.render(options)
    } catch let error as BuildError {
      if case .lintFailed(let report) = error {
        console.writeError(FindingFormatter.format(report.findings, as: .text))
      }
      throw error
    }
    if !result.lint.findings.isEmpty {
      console.writeError(FindingFormatter.format(result.lint.findings, as: .text))
    }
    let sheets = result.files.filter { !$0.contains("/") && $0.hasSuffix(".png") }.count
    console.print(
      "previewed \(result.themes.count) theme\(result.themes.count == 1 ? "" : "s"): "
        + result.themes.joined(separator: ", "))
    console.print("wrote \(result.folder)/index.html and \(sheets) contact sheet\(sheets == 1 ? "" : "s")")
    return .success
  }
}
