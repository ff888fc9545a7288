import ThemePack

/// `themepack build`: tinted, scaled, sliced, dark-aware images, runtime theme folders and
/// an Xcode asset catalog.
struct BuildCommand: Command {
  static let name = "build"
  static let summary = "Build runtime theme folders and an Xcode asset catalog from a project."
  static let json = OptionDeclaration.flag("--json", help: "Print the build report as JSON.")
  static let options = [
    SharedBuildOptions.assets,
    SharedBuildOptions.output,
    SharedBuildOptions.theme,
    SharedBuildOptions.jobs.withHelp(
      """
      Worker threads (default: the number of cores). Output bytes are the
      same for any value.
      """),
    SharedBuildOptions.cache,
    SharedBuildOptions.noCache,
    json,
  ]
  static let discussion = """
    Runs the lint first; errors stop the build. Writes Output/themes/<theme>/ (name.png,
    name@2x.png, name@3x.png, dark files name.dark@2x.png…, manifest.json) and
    Output/<package>.xcassets (a group per theme, an image set per asset, a colour set per
    theme colour). Everything is built in a staging folder and swapped into place at the
    end, so a failed build leaves the previous output intact.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let options = SharedBuildOptions.buildOptions(arguments)
    let json = arguments.flag(Self.json)
    let result: BuildResult
    do {
      result = try Builder.build(options)
    } catch {
      if case .lintFailed(let report) = error {
        console.writeError(FindingFormatter.format(report.findings, as: .text))
      }
      throw error
    }
    if !result.lint.findings.isEmpty {
      console.writeError(FindingFormatter.format(result.lint.findings, as: .text))
    }
    if json {
      console.writeOutput(JSONWriter().string(result.report.json))
    } else {
      for line in result.report.lines { console.print(line) }
      console.print("wrote \(options.outputPath)/themes and \(options.outputPath)/\(result.catalogFolder)")
    }
    return .success
  }
}
