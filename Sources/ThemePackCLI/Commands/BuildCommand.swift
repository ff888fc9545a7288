import ThemePack

/// `themepack build`: tinted, scaled, sliced, dark-aware images, runtime theme folders and
/// an Xcode asset catalog.
struct BuildCommand: Command {
  static let name = "build"
  static let summary = "Build runtime theme folders and an Xcode asset catalog from a project."
  static let usage =
    "themepack build [--assets <dir>] [--output <dir>] [--theme <name>]… [--jobs <n>] [--cache <dir> | --no-cache] [--dry-run] [--json]"
  static let details = """
    OPTIONS:
      --assets <dir>   The project folder (default: Assets).
      --output <dir>   The output folder (default: Output).
      --theme <name>   Build only this theme (repeatable); other themes' output is kept.
      --jobs <n>       Worker threads (default: the number of cores). Output bytes are the
                       same for any value.
      --cache <dir>    The incremental cache (default: <output>/.themepack-cache). Each
                       theme × asset is keyed by the content of everything it depends on
                       (sources, colours, config entry, encoder, tool version); unchanged ones
                       are copied from the cache without decoding anything, and a theme
                       whose installed files are as the last build left them stays in place.
      --no-cache       Neither read nor write the cache.
      --dry-run        Lint and plan only: list per theme whether it is up to date or would
                       be installed, and each asset that would be rendered with the reason
                       ("colour changed", "master changed", "not in cache" …). Writes nothing.
      --json           Print the build report (or, with --dry-run, the plan) as JSON.

    Runs the lint first; errors stop the build. Writes Output/themes/<theme>/ (name.png,
    name@2x.png, name@3x.png, dark files name.dark@2x.png…, manifest.json) and
    Output/<package>.xcassets (a group per theme, an image set per asset, a colour set per
    theme colour). Everything is built in a staging folder and swapped into place at the
    end, so a failed build leaves the previous output intact.
    """

  static func run(_ arguments: inout Arguments, console: Console) throws -> ExitCode {
    let options = try BuildCommand.options(&arguments)
    let dryRun = arguments.flag("--dry-run")
    let json = arguments.flag("--json")
    try arguments.finish()
    if dryRun { return try plan(options, json: json, console: console) }
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

  /// `--dry-run`: the lint's findings, then the plan.
  static func plan(_ options: BuildOptions, json: Bool, console: Console) throws -> ExitCode {
    let planned: (plan: BuildPlan, lint: LintReport)
    do {
      planned = try Builder.plan(options)
    } catch {
      if case .lintFailed(let report) = error {
        console.writeError(FindingFormatter.format(report.findings, as: .text))
      }
      throw error
    }
    if !planned.lint.findings.isEmpty {
      console.writeError(FindingFormatter.format(planned.lint.findings, as: .text))
    }
    if json {
      console.writeOutput(JSONWriter().string(planned.plan.json))
    } else {
      for line in planned.plan.lines { console.print(line) }
    }
    return .success
  }

  /// Parses the options `build`, `package` and `preview` share.
  static func options(_ arguments: inout Arguments) throws(UsageError) -> BuildOptions {
    var options = BuildOptions()
    options.assetsPath = try arguments.option("--assets") ?? options.assetsPath
    options.outputPath = try arguments.option("--output") ?? options.outputPath
    options.themes = try arguments.options("--theme")
    options.jobs = try arguments.integerOption("--jobs", range: 1...256) ?? options.jobs
    options.cachePath = try arguments.option("--cache")
    options.useCache = !arguments.flag("--no-cache")
    if !options.useCache, options.cachePath != nil {
      throw UsageError("'--cache' and '--no-cache' cannot be used together")
    }
    return options
  }
}
