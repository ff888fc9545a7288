import ThemePackArchive
import ThemePackBuild
import ThemePackProject

/// `themepack build`: tinted, scaled, sliced, dark-aware images, runtime theme folders and
/// an Xcode asset catalog.
struct BuildCommand: Command {
  static let name = "build"
  static let summary = "Build runtime theme folders and an Xcode asset catalog from a project."
  static let dryRun = OptionDeclaration.flag(
    "--dry-run",
    help: """
      Lint and plan only: list per theme whether it is up to date or would
      be installed, and each asset that would be rendered with the reason
      ("colour changed", "master changed", "not in cache" …). Writes nothing.
      """)
  static let json = OptionDeclaration.flag(
    "--json", help: "Print the build report (or, with --dry-run, the plan) as JSON.")
  static let shard = OptionDeclaration.option(
    "--shard", placeholder: "<i/n>",
    help: """
      Build only part i of n of the themes (1/3, 2/3, 3/3 on three machines)
      and leave .themepack-shard.json for 'themepack merge'. A theme's part
      depends on its name alone, so it is the same on every machine.
      """,
    excludes: "--theme")
  static let outputFormat = OptionDeclaration.option(
    "--output-format", placeholder: "<name>", value: .choice(OutputFormat.names),
    help: """
      Write this output format (repeatable) instead of the config's
      "outputs" (default: runtime and xcassets).
      """, repeatable: true)
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
    shard,
    outputFormat,
    dryRun,
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
    var options = SharedBuildOptions.buildOptions(arguments)
    if let text = arguments.text(shard) {
      guard let part = Shard(parsing: text) else {
        throw UsageError("invalid value '\(text)' for '--shard': expected i/n with 1 ≤ i ≤ n, such as 2/3")
      }
      options.shard = part
    }
    let formats = arguments.texts(outputFormat).compactMap(OutputFormat.init(rawValue:))
    if !formats.isEmpty { options.outputFormats = formats }
    let json = arguments.flag(Self.json)
    if arguments.flag(Self.dryRun) { return try plan(options, json: json, console: console) }
    let result = try LintedRun.run(console: console, findings: { $0.lint.findings }) {
      try Builder.build(options)
    }
    if json {
      console.writeOutput(JSONWriter().string(result.report.json))
    } else {
      for line in result.report.lines { console.print(line) }
      let folders = result.writtenFolders.map(result.target.path)
      let list =
        folders.count > 1
        ? folders.dropLast().joined(separator: ", ") + " and " + folders.last! : folders.joined()
      console.print("wrote " + list)
    }
    return .success
  }

  /// `--dry-run`: the lint's findings, then the plan.
  static func plan(_ options: BuildOptions, json: Bool, console: Console) throws -> ExitCode {
    let planned = try LintedRun.run(console: console, findings: { $0.lint.findings }) {
      try Builder.plan(options)
    }
    if json {
      console.writeOutput(JSONWriter().string(planned.plan.json))
    } else {
      for line in planned.plan.lines { console.print(line) }
    }
    return .success
  }
}
